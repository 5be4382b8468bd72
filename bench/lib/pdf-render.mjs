/**
 * PDF render times (10 lines, embedded DejaVu Sans, tagged PDF/A) with the built api's renderers, the quote, the
 * tax invoice (with the car, the bank account, the warranty and a footer) and its receipt (PAID, two payments): 200 renders each after a warm-up, one after another in this process, median
 * and p99 against the targets. pdfkit is synchronous, so this is how long one render can hold
 * the api's event loop.
 * Run alone: `npm run build -w api && node bench/lib/pdf-render.mjs`.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ROOT } from './env.mjs';

export const PDF_TARGET = { medianMs: 30, p99Ms: 60 };

const WORKSHOP = {
  name: 'Truganina Auto Care',
  abn: '12 345 678 901',
  address: '12 Industrial Drive, Truganina VIC 3029',
  phone: '(03) 9000 1234',
  email: 'service@truganina-auto.example',
  timeZone: 'Australia/Melbourne',
  bank: { accountName: 'Truganina Auto Care Pty Ltd', bsb: '063-000', accountNumber: '12345678' },
  documentFooter: 'Licensed Motor Car Trader LMCT 12345',
  warranty: { months: 12, km: 20_000 },
};

/** The car of a job card, as quotes and invoices print it. */
const vehicle = (n) => ({ make: 'Toyota', model: 'Corolla Ascent', year: 2015, odometerKm: 84_120 + n, vin: 'JTDBR32E720012345', jobNumber: `JC-${String(n).padStart(6, '0')}` });

const customer = (n) => ({ name: n % 2 ? 'Nguyễn Thị Ánh' : 'Zoë O\u2019Brien', email: 'customer@example.com', phone: '0412 345 678' });
const lines = (n) => Array.from({ length: 10 }, (_, i) => ({ description: `Part or labour item ${i + 1} for job ${n}`, quantity: (i % 3) + 1, unitPriceCents: 1995 + i * 1234 + n }));

/** What a quote and an invoice print alike: the customer, the car, the lines, the notes and the GST. */
const priced = (n, carRego) => ({
  customer: customer(n),
  carRego,
  lines: lines(n),
  notes: 'Ōtautahi Motors: rear pads at 40 %, due at the next service.',
  gstPercent: 10,
  pricesIncludeGst: n % 2 === 0,
  vehicle: vehicle(n),
});

function quote(n) {
  return {
    quoteNumber: `Q${String(n).padStart(6, '0')}`,
    issuedAt: '2026-11-23',
    validUntil: '2026-12-07',
    ...priced(n, `ABC${n % 1000}`),
    approvalUrl: 'http://localhost:3000/quote/0123456789abcdef01234567',
  };
}

function invoice(n) {
  return {
    invoiceNumber: `INV-${String(n).padStart(6, '0')}`,
    issuedAt: new Date(Date.UTC(2026, 10, 23, 3, 0, n)),
    ...priced(n, `ABC ${n % 1000}`),
  };
}

/** The invoice paid in two parts: the receipt the customer is emailed. */
function receipt(n) {
  const facts = invoice(n);
  const total = 200_000 + n;
  return {
    ...facts,
    receipt: {
      payments: [
        { paidOn: '2026-11-20', method: 'Cash', reference: 'Deposit at drop-off', amountCents: 50_000 },
        { paidOn: '2026-11-23', method: 'Bank transfer', reference: `CBA ${n}`, amountCents: total - 50_000 },
      ],
      amountPaidCents: total,
      balanceCents: 0,
    },
  };
}

const KINDS = {
  quote: { name: 'quote PDF render', file: 'quote-pdf.js', render: 'renderQuotePdf', facts: quote },
  invoice: { name: 'tax invoice PDF render', file: 'invoice-pdf.js', render: 'renderInvoicePdf', facts: invoice },
  receipt: { name: 'receipt PDF render', file: 'invoice-pdf.js', render: 'renderInvoicePdf', facts: receipt },
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function benchPdfRender({ kind = 'quote', runs = 200, warmup = 100 } = {}) {
  const spec = KINDS[kind];
  const file = path.join(ROOT, 'api/build/features/documents', spec.file);
  if (!existsSync(file)) return { built: false, name: spec.name };
  const render = (await import(pathToFileURL(file).href))[spec.render];
  for (let i = 0; i < warmup; i++) await render(spec.facts(i), WORKSHOP);
  const times = [];
  // CPU time too: on a busy machine wall time includes waiting for a core, CPU time does not.
  const cpu = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const pdf = await render(spec.facts(i), WORKSHOP);
    times.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
    bytes += pdf.length;
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const loadAverage = os.loadavg()[0];
  const medianMs = percentile(times, 50);
  const p99Ms = percentile(times, 99);
  return {
    built: true,
    name: spec.name,
    runs,
    medianMs,
    p99Ms,
    maxMs: times[times.length - 1],
    cpuMedianMs: percentile(cpu, 50),
    cpuP99Ms: percentile(cpu, 99),
    meanBytes: Math.round(bytes / runs),
    loadAverage,
    target: `median <= ${PDF_TARGET.medianMs} ms, p99 <= ${PDF_TARGET.p99Ms} ms`,
    pass: medianMs <= PDF_TARGET.medianMs && p99Ms <= PDF_TARGET.p99Ms,
  };
}

/** The report table's row: target, req/s, p99 ms, non-2xx, errors, x raw, goal, result. */
export function pdfRenderRow(r) {
  if (!r.built) return [r.name, '', '', '', '', '', 'api not built', 'SKIP'];
  return [`${r.name} (median ${r.medianMs.toFixed(1)} ms)`, '', r.p99Ms.toFixed(1), '', '', '', r.target, r.pass ? 'PASS' : 'FAIL'];
}

export function pdfRenderSummary(r) {
  return (
    `${r.name}: ${r.runs} renders, median ${r.medianMs.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms, max ${r.maxMs.toFixed(1)} ms ` +
    `(CPU time median ${r.cpuMedianMs.toFixed(1)} ms, p99 ${r.cpuP99Ms.toFixed(1)} ms), ${r.meanBytes} bytes; target ${r.target}: ${r.pass ? 'PASS' : 'FAIL'}` +
    (r.loadAverage > os.cpus().length ? ` (load average ${r.loadAverage.toFixed(1)} on ${os.cpus().length} CPUs: wall times include waiting for a core)` : '')
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const kind of Object.keys(KINDS)) {
    const r = await benchPdfRender({ kind });
    console.log(r.built ? pdfRenderSummary(r) : 'api not built');
  }
}
