/**
 * Years of workshop history for the analytics bench, seeded by PostgreSQL itself (generate_series,
 * a few seconds): appointments (made up to three weeks ahead, about 12 % cancelled a day later, service types skewed like a real workshop),
 * invoices issued on working hours in Melbourne (older ones mostly paid), and job cards with
 * quotes (approved, declined, awaiting, superseded); labour: six technicians, each invoice a part and one
 * or two labour lines (1 to 4.75 hours, most with a technician, some with a GST-free fee), and the
 * technicians' time entries on the job cards (two a working day each). Deterministic for a given `today`.
 */

export const SEED = { years: 5, appointments: 50_000, invoices: 20_000, quotes: 6_000, technicians: 6, timeEntries: 21_000 };

/** The bench's technicians: staff accounts that cannot sign in (no password hash matches). */
const TECHNICIANS = ['Alex Morgan', 'Sam Taylor', 'Jordan Lee', 'Chris Nguyen', 'Pat Singh', 'Robin Walker'];

const SERVICES = [
  'Logbook Servicing',
  'General Mechanical Repairs',
  'Roadworthy Certificate',
  'Tyre Sales & Installation',
  'Brake & Suspension Systems',
  'AC & Air Conditioning Repair',
  'Battery Testing & Replacement',
  'Engine Diagnostics & Tune-ups',
  'Pre-Purchase Inspections',
  'Other',
];

/** `query(sql, params)` runs one statement on the api's database; `today` is yyyy-MM-dd in Melbourne. */
export async function seedHistory(query, today, seed = SEED) {
  const services = `ARRAY[${SERVICES.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ')}]`;
  // The window: `years` back from today; rows are spread evenly over its days.
  const start = `(date '${today}' - interval '${seed.years} years')::date`;
  const days = `(date '${today}' - ${start} + 1)`;
  await query(`SELECT setseed(0.42)`);
  await query(
    `INSERT INTO appointment (_id, full_name, email, phone, vehicle_make, vehicle_model, vehicle_year, registration, service_type, issue_description,
                              preferred_date, preferred_time, status, created_at, cancelled_at)
     SELECT substr(md5('appt' || i), 1, 24), 'Bench Customer ' || i, 'bench' || i || '@example.com', '0400 000 000', 'Toyota', 'Corolla', 2015 + i % 10,
            'BEN' || (i % 1000), (${services})[1 + floor(10 * power(random(), 1.8))::int], 'Seeded for the analytics bench.',
            to_char(${start} + (i::bigint * ${days} / ${seed.appointments})::int, 'YYYY-MM-DD'),
            to_char(time '07:00' + (i % 40) * interval '15 minutes', 'HH24:MI'),
            CASE WHEN random() < 0.12 THEN 'cancelled' ELSE 'booked' END,
            -- Made up to three weeks before the day, at 10:00 in Melbourne.
            ((${start} + (i::bigint * ${days} / ${seed.appointments})::int - i % 21)::timestamp + time '10:00') AT TIME ZONE 'Australia/Melbourne', NULL
     FROM generate_series(0, ${seed.appointments - 1}) AS i
     ON CONFLICT DO NOTHING`,
  );
  // Cancelled a day after they were made (analytics count cancellations when they happen).
  await query(`UPDATE appointment SET cancelled_at = created_at + interval '1 day' WHERE status = 'cancelled' AND cancelled_at IS NULL`);
  await query(
    `INSERT INTO admin_user (_id, username, name, email, password_hash, role, created_at)
     SELECT substr(md5('tech' || i), 1, 24), 'bench-tech-' || i, (ARRAY[${TECHNICIANS.map((n) => `'${n}'`).join(', ')}])[i], 'bench-tech-' || i || '@example.com',
            'scrypt$bench$not-a-password', 'technician', now()
     FROM generate_series(1, ${seed.technicians}) AS i
     ON CONFLICT DO NOTHING`,
  );
  await query(
    `INSERT INTO invoice (_id, number, invoice_number, customer_name, customer_email, car_rego, rego_key, items, gst_percentage, prices_include_gst,
                          subtotal_cents, gst_cents, total_cents, issued_at, status, paid_at)
     SELECT substr(md5('inv' || i), 1, 24), n, 'INV-' || lpad(n::text, 6, '0'), 'Invoice Customer ' || i, 'invoice' || i || '@example.com',
            'INV ' || (i % 5000), 'INV' || (i % 5000), items, 10, true,
            total - round(total / 11.0)::int, round(total / 11.0)::int, total, issued, status, CASE WHEN status = 'paid' THEN issued + interval '3 days' END
     FROM (
       SELECT i, nextval('invoice_number_seq')::int AS n, (8000 + floor(random() * 140000))::int AS total,
              -- A part, a labour line of 1 to 4.75 hours (a technician on 9 in 10), every third a second one, every fifth a GST-free fee.
              jsonb_build_array(jsonb_build_object('description', 'Parts', 'kind', 'part', 'quantity', 1, 'unitPriceCents', 6000),
                                jsonb_build_object('description', 'Labour', 'kind', 'labour', 'quantity', 1 + (i % 16) * 0.25, 'unitPriceCents', 14000,
                                                   'technicianId', CASE WHEN i % 10 <> 0 THEN substr(md5('tech' || (1 + i % ${seed.technicians})), 1, 24) END))
                || CASE WHEN i % 3 = 0 THEN jsonb_build_array(jsonb_build_object('description', 'Diagnostic labour', 'kind', 'labour', 'quantity', 1,
                        'unitPriceCents', 14000, 'technicianId', substr(md5('tech' || (1 + (i + 2) % ${seed.technicians})), 1, 24))) ELSE '[]'::jsonb END
                || CASE WHEN i % 5 = 0 THEN jsonb_build_array(jsonb_build_object('description', 'Roadworthy certificate fee', 'kind', 'sundry', 'gstFree', true,
                        'quantity', 1, 'unitPriceCents', 5000)) ELSE '[]'::jsonb END AS items,
              ((${start} + (i::bigint * ${days} / ${seed.invoices})::int)::timestamp + time '08:30' + random() * interval '8 hours')
                AT TIME ZONE 'Australia/Melbourne' AS issued,
              CASE WHEN i > ${seed.invoices} * 0.99 THEN (CASE WHEN random() < 0.5 THEN 'paid' ELSE 'unpaid' END)
                   WHEN random() < 0.96 THEN 'paid' ELSE 'unpaid' END AS status
       FROM generate_series(0, ${seed.invoices - 1}) AS i
     ) AS s`,
  );
  await query(
    `INSERT INTO job_card (_id, customer_name, customer_email, car_rego, rego_key, status, created_at, final_items, mechanic_notes)
     SELECT substr(md5('card' || i), 1, 24), 'Card Customer ' || i, 'card' || i || '@example.com', 'JOB ' || (i % 5000), 'JOB' || (i % 5000),
            CASE WHEN i % 5 < 3 THEN 'Invoiced' ELSE 'Work In Progress' END,
            ((${start} + (i::bigint * ${days} / ${seed.quotes})::int)::timestamp + time '09:00') AT TIME ZONE 'Australia/Melbourne', '[]'::jsonb, ''
     FROM generate_series(0, ${seed.quotes - 1}) AS i`,
  );
  await query(
    `INSERT INTO quote (_id, number, job_card_id, sent_at, items, gst_percent, prices_include_gst, subtotal_cents, gst_cents, total_cents, status, decided_at)
     SELECT substr(md5('quote' || i), 1, 24), nextval('quote_number_seq'), substr(md5('card' || i), 1, 24),
            ((${start} + (i::bigint * ${days} / ${seed.quotes})::int)::timestamp + time '11:00') AT TIME ZONE 'Australia/Melbourne',
            '[]'::jsonb, 10, false, 40000, 4000, 44000,
            (ARRAY['approved', 'approved', 'sent', 'declined', 'sent', 'superseded', 'approved', 'sent'])[1 + i % 8], NULL
     FROM generate_series(0, ${seed.quotes - 1}) AS i`,
  );
  // Two entries a day per technician, on the job cards of about that day: 07:30 for 3 to 5 hours, 13:00 for 2 to 4.
  await query(
    `INSERT INTO time_entry (_id, technician_id, job_card_id, started_at, ended_at, minutes)
     SELECT substr(md5('entry' || i), 1, 24), substr(md5('tech' || (1 + i % ${seed.technicians})), 1, 24),
            substr(md5('card' || (i::bigint * ${seed.quotes} / ${seed.timeEntries})), 1, 24), started, started + minutes * interval '1 minute', minutes
     FROM (
       SELECT i, ((${start} + (i::bigint * ${days} / ${seed.timeEntries})::int)::timestamp + CASE WHEN i / ${seed.technicians} % 2 = 0 THEN time '07:30' ELSE time '13:00' END)
                   AT TIME ZONE 'Australia/Melbourne' AS started,
              120 + (i * 37) % 121 AS minutes
       FROM generate_series(0, ${seed.timeEntries - 1}) AS i
     ) AS e`,
  );
  // As autovacuum leaves a live database: statistics, and a visibility map for index-only scans.
  for (const table of ['appointment', 'invoice', 'invoice_labour', 'quote', 'job_card', 'time_entry', 'admin_user']) await query(`VACUUM (ANALYZE) ${table}`);
}
