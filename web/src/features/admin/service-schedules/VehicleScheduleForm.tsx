/**
 * An owner's form for a vehicle's own schedule: its km and months (blank: its template's) and its
 * items, the template's or its own list. Saving works its next service out again, over a date set
 * by hand; the server's refusals show under their fields.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminSaveVehicleServiceScheduleDocument, AdminVehicleServiceScheduleDocument, type AdminVehicleServiceScheduleFragment } from '../../../gql/graphql';
import { errorMessage, serverFieldErrors } from '../errors';
import { formatKm } from '../format';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { useNotices } from '../ui/Notices';
import { itemRows, itemTexts, MAX_ITEMS, type ItemRow } from './schedule-draft';
import { ScheduleItemsEditor, ScheduleItemsList } from './ScheduleItemsEditor';

export function VehicleScheduleForm({ schedule }: { schedule: AdminVehicleServiceScheduleFragment }) {
  const uid = useId();
  const notices = useNotices();
  const template = schedule.template;
  const [km, setKm] = useState(schedule.own.everyKm?.toString() ?? '');
  const [months, setMonths] = useState(schedule.own.everyMonths?.toString() ?? '');
  const [itemsOwn, setItemsOwn] = useState(schedule.own.items != null);
  // Its own list starts from the template's items when it has none yet.
  const [rows, setRows] = useState<ItemRow[]>(() => itemRows(schedule.own.items ?? template.items));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [save, { loading }] = useMutation(AdminSaveVehicleServiceScheduleDocument, {
    update: (cache, { data }) => data && cache.writeQuery({ query: AdminVehicleServiceScheduleDocument, variables: { rego: schedule.rego }, data: { vehicleServiceSchedule: data.saveVehicleServiceSchedule } }),
    // The vehicle's reminder date above follows the schedule.
    refetchQueries: ['AdminVehicle'],
  });
  const number = (text: string) => (text.trim() === '' ? null : Number(text));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    setProblems({});
    const items = itemsOwn ? itemTexts(rows) : null;
    if (items && !items.length) return setProblems({ items: 'Add at least one item, or use the schedule’s items.' });
    try {
      await save({ variables: { rego: schedule.rego, input: { everyKm: number(km), everyMonths: number(months), items } } });
      notices.success(`Service schedule of ${schedule.rego} saved: its next service is worked out again.`);
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      setProblems(Object.keys(fields).length ? fields : { form: errorMessage(failure) });
    }
  };
  return (
    <form className="next-service__form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={`Own service schedule of ${schedule.rego}`}>
      <Field id={`${uid}-km`} label="Every (km)" hint={`Blank: the schedule’s ${formatKm(template.everyKm)}.`} error={problems.everyKm}>
        <input id={`${uid}-km`} inputMode="numeric" value={km} onChange={(e) => setKm(e.target.value)} placeholder={String(template.everyKm)} />
      </Field>
      <Field id={`${uid}-months`} label="Or every (months)" hint={`Blank: the schedule’s ${template.everyMonths} months.`} error={problems.everyMonths}>
        <input id={`${uid}-months`} inputMode="numeric" value={months} onChange={(e) => setMonths(e.target.value)} placeholder={String(template.everyMonths)} />
      </Field>
      <fieldset className="radio-group">
        <legend className="afield__label">Items</legend>
        <label>
          <input type="radio" name={`${uid}-items`} checked={!itemsOwn} onChange={() => setItemsOwn(false)} />
          Use the schedule’s items ({template.items.length})
        </label>
        <label>
          <input type="radio" name={`${uid}-items`} checked={itemsOwn} onChange={() => setItemsOwn(true)} />
          Its own items
        </label>
      </fieldset>
      {itemsOwn ? (
        <ScheduleItemsEditor
          idBase={`${uid}-item`}
          legend="This vehicle’s items"
          hint={`What its service asks, in order: 1 to ${MAX_ITEMS}.`}
          rows={rows}
          onChange={(next) => {
            setRows(next);
            setProblems(({ items: _items, ...rest }) => rest);
          }}
          error={problems.items}
        />
      ) : (
        <ScheduleItemsList caption={`The ${template.name} schedule asks:`} items={template.items}>
          {problems.items && (
            <p className="field-problem" role="alert">
              {problems.items}
            </p>
          )}
        </ScheduleItemsList>
      )}
      <div className="next-service__actions">
        <Button type="submit" disabled={loading}>
          {loading ? 'Saving…' : 'Save this vehicle’s schedule'}
        </Button>
      </div>
      {problems.form && (
        <p className="field-problem" role="alert">
          {problems.form}
        </p>
      )}
    </form>
  );
}
