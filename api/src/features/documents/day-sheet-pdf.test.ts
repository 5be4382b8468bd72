/** The day sheet: every appointment's details, blocked periods, whole blocks across pages, empty and closed days. */
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { WORKSHOP } from '../../../test/pdf-samples.js';
import { renderDaySheetPdf, type DaySheetAppointment, type DaySheetFacts } from './day-sheet-pdf.js';

async function pages(bytes: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false });
  return (text as string[]).map((t) => t.replace(/\s+/g, ' '));
}

const appointment = (overrides: Partial<DaySheetAppointment> = {}): DaySheetAppointment => ({
  time: '09:00',
  fullName: 'Jane Citizen',
  phone: '0400 111 222',
  email: 'jane@example.com',
  vehicle: '2019 Toyota Corolla',
  registration: 'ABC123',
  serviceType: 'Logbook service',
  issueDescription: 'Squeal from the front left wheel when braking.',
  jobCard: null,
  ...overrides,
});

const facts = (overrides: Partial<DaySheetFacts> = {}): DaySheetFacts => ({
  date: '2026-11-27',
  dateLabel: 'Friday 27 November 2026',
  opening: { open: '09:00', close: '17:30' },
  bays: 3,
  appointments: [],
  blockedPeriods: [],
  generated: '27/11/2026 7:02 AM AEDT',
  ...overrides,
});

describe('day sheet PDF', () => {
  it('prints the day, the blocked periods and every appointment with its job card', async () => {
    const text = await pages(
      await renderDaySheetPdf(
        facts({
          appointments: [
            appointment(),
            appointment({
              time: '13:30',
              fullName: 'Nguyễn Thị Ánh',
              phone: '0412 345 678',
              email: '',
              vehicle: '2021 Mazda CX-5',
              registration: null,
              serviceType: 'Brake inspection',
              issueDescription: 'Pulls to the left. '.repeat(60),
              jobCard: { number: 'JC-000042', status: 'In progress', mechanicNotes: 'Front pads at 2 mm.', workshopNotes: 'Customer waits on site.' },
            }),
          ],
          blockedPeriods: [{ from: '12:00', to: '13:00', reason: 'Staff training' }],
        }),
        WORKSHOP,
      ),
    );
    expect(text).toHaveLength(1);
    const page = text[0];
    for (const expected of [
      'Day Sheet',
      'Friday 27 November 2026',
      'Opening hours 9:00 AM – 5:30 PM',
      'Bays 3',
      'Appointments 2',
      '27/11/2026 7:02 AM AEDT',
      '12:00 PM – 1:00 PM Staff training',
      '9:00 AM Jane Citizen',
      '0400 111 222 · jane@example.com',
      '2019 Toyota Corolla · Rego ABC123',
      'Logbook service',
      'Squeal from the front left wheel when braking.',
      'No job card yet',
      '1:30 PM Nguyễn Thị Ánh',
      '0412 345 678',
      '2021 Mazda CX-5 · Rego N/A',
      'Brake inspection',
      'Job card JC-000042 · In progress',
      'Front pads at 2 mm.',
      'Customer waits on site.',
      'Done',
      'Page 1 of 1',
    ]) {
      expect(page).toContain(expected);
    }
    // The long issue is cut with an ellipsis.
    expect(page).toContain('Pulls to the left.');
    expect(page).toContain('…');
    expect(page.split('Pulls to the left').length - 1).toBeLessThan(60);
  });

  it('spreads a busy day over several pages without splitting an appointment', async () => {
    const appointments = Array.from({ length: 40 }, (_, i) =>
      appointment({
        time: `${String(8 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
        fullName: `Customer K${String(i).padStart(2, '0')}`,
        phone: `0400 000 ${String(i).padStart(3, '0')}`,
        issueDescription: i % 3 === 0 ? 'Rattle over bumps, worse when cold. '.repeat(8) : 'Oil change.',
        jobCard: i % 2 ? { number: `JC-${String(i).padStart(6, '0')}`, status: 'Booked', mechanicNotes: 'Check the rear shocks.', workshopNotes: '' } : null,
      }),
    );
    const text = await pages(await renderDaySheetPdf(facts({ appointments }), WORKSHOP));
    expect(text.length).toBeGreaterThanOrEqual(3);
    const pageOf = (needle: string) => {
      const found = text.flatMap((page, i) => (page.includes(needle) ? [i] : []));
      expect(found, needle).toHaveLength(1);
      return found[0];
    };
    for (let i = 0; i < appointments.length; i++) {
      const name = pageOf(appointments[i].fullName);
      expect(pageOf(appointments[i].phone), appointments[i].fullName).toBe(name);
      if (appointments[i].jobCard) expect(pageOf(`Job card ${appointments[i].jobCard!.number} · Booked`)).toBe(name);
    }
    text.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${text.length}`));
  });

  it('says when nothing is booked, and when the workshop is closed', async () => {
    const [open] = await pages(await renderDaySheetPdf(facts(), WORKSHOP));
    expect(open).toContain('No appointments booked for this day.');
    expect(open).toContain('Appointments 0');
    expect(open).not.toContain('The workshop is closed on this day.');
    const [closed] = await pages(await renderDaySheetPdf(facts({ opening: null }), WORKSHOP));
    expect(closed).toContain('Opening hours Closed');
    expect(closed).toContain('The workshop is closed on this day.');
    expect(closed).toContain('No appointments booked for this day.');
    expect(closed).toContain('Page 1 of 1');
  });
});
