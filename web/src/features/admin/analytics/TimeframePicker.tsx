/**
 * The timeframe selector: Today, Last 7 Days, Last 30 Days, Last 365 Days (radio buttons shown as
 * one segmented control) and Custom Range with its two dates, applied together.
 */
import { useId, useState, type FormEvent } from 'react';
import type { AnalyticsTimeframe } from '../../../gql/graphql';
import { AdminIcon } from '../ui/AdminIcon';
import { CUSTOM_RANGE_REQUIRED, TIMEFRAMES, type PeriodChoice } from './timeframe';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';

interface TimeframePickerProps {
  choice: PeriodChoice;
  onChoose: (choice: PeriodChoice) => void;
  /** Today in the workshop (yyyy-MM-dd): the custom range's default latest day. */
  today: string;
}

export function TimeframePicker({ choice, onChoose, today }: TimeframePickerProps) {
  const uid = useId();
  const [selected, setSelected] = useState<AnalyticsTimeframe>(choice.timeframe);
  const [from, setFrom] = useState(choice.startDate ?? '');
  const [to, setTo] = useState(choice.endDate ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  function pick(timeframe: AnalyticsTimeframe) {
    setSelected(timeframe);
    setProblem(null);
    if (timeframe !== 'custom') onChoose({ timeframe });
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    if (!from || !to) {
      setProblem(CUSTOM_RANGE_REQUIRED);
      return;
    }
    if (to < from) {
      setProblem('The end date must not be before the start date.');
      return;
    }
    setProblem(null);
    onChoose({ timeframe: 'custom', startDate: from, endDate: to });
  }

  return (
    <section className="panel timeframe" aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} className="sr-only">
        Timeframe
      </h2>
      <div className="segmented" role="radiogroup" aria-label="Timeframe">
        {TIMEFRAMES.map((t) => (
          <label key={t.value} className={`segmented__option${selected === t.value ? ' is-selected' : ''}`}>
            <input type="radio" name={`${uid}-timeframe`} value={t.value} checked={selected === t.value} onChange={() => pick(t.value)} />
            <span>{t.label}</span>
          </label>
        ))}
      </div>
      {selected === 'custom' && (
        <form className="timeframe__custom" onSubmit={apply} noValidate aria-label="Custom range">
          <Field id={`${uid}-from`} label="Start date">
            <input id={`${uid}-from`} type="date" value={from} max={to || today} onChange={(e) => setFrom(e.target.value)} aria-invalid={problem ? true : undefined} />
          </Field>
          <Field id={`${uid}-to`} label="End date">
            <input id={`${uid}-to`} type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} aria-invalid={problem ? true : undefined} />
          </Field>
          <Button variant="primary" type="submit">
            <AdminIcon name="chart" size={18} /> Apply
          </Button>
          {problem && (
            <p className="timeframe__problem" role="alert">
              {problem}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
