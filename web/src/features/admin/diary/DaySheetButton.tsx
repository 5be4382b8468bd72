/** 'Print day sheet': a 5-minute link to one day's sheet PDF, opened in a new tab. */
import { useMutation } from '@apollo/client/react';
import { AdminDaySheetLinkDocument } from '../../../gql/graphql';
import { AdminIcon } from '../ui/AdminIcon';
import { useOpenLink } from '../ui/DocumentLinks';
import { dayAndMonth } from './diary-dates';
import { Button } from '../ui/Button';

interface DaySheetButtonProps {
  date: string;
  /** Only the printer, for a week's column heading. */
  compact?: boolean;
}

export function DaySheetButton({ date, compact = false }: DaySheetButtonProps) {
  const [requestLink] = useMutation(AdminDaySheetLinkDocument);
  const { open, busy } = useOpenLink();
  const onClick = () =>
    void open(async () => {
      const { data } = await requestLink({ variables: { date } });
      if (!data) throw new Error('No link in the answer.');
      return data.daySheetLink.url;
    });
  const label = `Print day sheet, ${dayAndMonth(date)}`;
  return compact ? (
    <button type="button" className="icon-button diary-print" onClick={onClick} disabled={busy} aria-label={label} title={label}>
      <AdminIcon name="printer" size={18} />
    </button>
  ) : (
    <Button onClick={onClick} disabled={busy} aria-label={label}>
      {busy ? <span className="aspinner aspinner--small" aria-hidden="true" /> : <AdminIcon name="printer" size={18} />}
      Print day sheet
    </Button>
  );
}
