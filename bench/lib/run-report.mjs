/** The bench's report: the table of every target, the summary lines, and bench/results.json. */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COLD_START_BUDGET_MS, CONNECTIONS, DURATION, RESULTS_FILE, ROOT, WARMUP, WEB_JS_BUDGET_KB } from './env.mjs';
import { table } from './report.mjs';
import { homeTransferRow, homeTransferSummary } from './web-size.mjs';
import { lighthouseRow, lighthouseTable } from './lighthouse.mjs';
import { pdfRenderRow, pdfRenderSummary } from './pdf-render.mjs';
import { invoiceFirstPageRows } from './invoices.mjs';
import { activityRows } from './audit.mjs';
import { ratioRows, ratioSummary } from './ceiling.mjs';
import { monitorCostRow, monitorCostSummary } from './monitor-cost.mjs';
import { mailboxRows, mailboxSummary } from './mailbox.mjs';
import { analyticsRows, analyticsSummary } from './analytics.mjs';
import { customerRows } from './customers.mjs';
import { todayTableRows } from './today.mjs';
import { backupRows, backupSummary } from './backup.mjs';
import { reminderRows, reminderSummary } from './reminders.mjs';
import { diaryRows, diarySummary } from './diary.mjs';
import { boardRows, boardSummary } from './board.mjs';
import { clockRows, clockSummary } from './clock.mjs';
import { partsRows, partsSummary } from './parts.mjs';
import { smsRows, smsSummary } from './sms.mjs';
import { reminderTextsRows, reminderTextsSummary } from './reminder-texts.mjs';
import { apiKeyRows, apiKeySummary } from './api-keys.mjs';
import { webhookRows, webhookSummary } from './webhooks.mjs';
import { fleetStatementRows, fleetStatementSummary } from './fleet-statements.mjs';
import { customerExportRows, customerExportSummary } from './customer-export.mjs';
import { inspectionRows, inspectionSummary } from './inspection.mjs';
import { hostileGraphqlRow, hostileGraphqlSummary } from './hostile-graphql.mjs';

/** Prints the report of a whole run (`r`: every measurement of run.mjs) and writes bench/results.json. */
export function report(r) {
  const { targets, raw, hostile, pdfRender, invoicePdfRender, receiptPdfRender, invoicePage, activity, monitorCost, mailbox, analytics, customers, today, diary, board, clock, parts, sms, reminderTexts, apiKeys, webhooks, fleetStatements, customerExport, inspection, reminders, webJs, transfer, lighthouse, backups, coldStart, loadAtStart, apiStartMs, booking, created, stored, smokeProblems, apiStop, apiLog, started } = r;
  const fmt = (n, d = 0) => n.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });
  const rows = [
    ['target', 'req/s', 'p99 ms', 'non-2xx', 'errors', 'x raw', 'goal', 'result'],
    ...ratioRows(targets, raw),
  ];
  rows.push(hostileGraphqlRow(hostile));
  rows.push(pdfRenderRow(pdfRender));
  rows.push(pdfRenderRow(invoicePdfRender));
  rows.push(pdfRenderRow(receiptPdfRender));
  rows.push(...invoiceFirstPageRows(invoicePage));
  rows.push(...activityRows(activity));
  rows.push(monitorCostRow(monitorCost));
  rows.push(...mailboxRows(mailbox));
  rows.push(...analyticsRows(analytics));
  rows.push(...customerRows(customers));
  rows.push(...todayTableRows(today));
  rows.push(...diaryRows(diary));
  rows.push(...boardRows(board));
  rows.push(...clockRows(clock));
  rows.push(...partsRows(parts));
  rows.push(...smsRows(sms));
  rows.push(...reminderTextsRows(reminderTexts));
  rows.push(...apiKeyRows(apiKeys));
  rows.push(...webhookRows(webhooks));
  if (fleetStatements) rows.push(...fleetStatementRows(fleetStatements));
  rows.push(...customerExportRows(customerExport));
  rows.push(...inspectionRows(inspection));
  rows.push(...reminderRows(reminders));
  if (webJs.built) {
    rows.push(['home initial JS (gzip -9)', `${fmt(webJs.gzipKB, 1)} KB`, '', '', '', '', `<= ${WEB_JS_BUDGET_KB} KB`, webJs.pass ? 'PASS' : 'FAIL']);
  }
  
  rows.push(homeTransferRow(transfer));
  rows.push(lighthouseRow(lighthouse));
  rows.push(...backupRows(backups));
  rows.push(['api cold start (existing db)', `${fmt(coldStart.medianMs)} ms`, '', '', '', '', `<= ${fmt(COLD_START_BUDGET_MS)} ms`, coldStart.pass ? 'PASS' : 'FAIL']);
  
  const out = [];
  out.push('');
  out.push(`Benchmark: ${CONNECTIONS} connections, warm-up ${WARMUP} s, measured ${DURATION} s per target; node ${process.version}, ${os.cpus().length} CPUs, load average at start ${loadAtStart}`);
  out.push('');
  out.push(table(rows));
  out.push('');
  if (!webJs.built) out.push('home initial JS: web not built (web/dist/index.html missing)');
  else {
    out.push(`home initial JS: ${webJs.files.length} file(s), ${fmt(webJs.gzipBytes)} bytes gzip (1 KB = 1024 bytes)`);
    for (const m of webJs.missing) out.push(`  referenced but not found: ${m}`);
  }
  out.push(...homeTransferSummary(transfer));
  out.push('');
  out.push(lighthouseTable(lighthouse));
  out.push('');
  out.push(`api cold start: spawn → first GET /api/health answer on the run's database, median of ${coldStart.runs.length}: ${coldStart.runs.map((ms) => `${fmt(ms)} ms`).join(', ')} (first start, with migrations, on the empty database: ${fmt(apiStartMs)} ms)`);
  out.push(`booking POST: ${fmt(booking.slots.used)} distinct slots used (planned ${fmt(booking.slots.planned)}), last ${booking.slots.lastSlot?.date} ${booking.slots.lastSlot?.time}; ${fmt(created)} created (201), ${fmt(stored)} stored${booking.consistency.ok ? ' (the difference: answers cut off when a run stops)' : '  <-- MISMATCH'}`);
  out.push(`outbox after the booking run: ${Object.entries(booking.outbox).map(([k, n]) => `${k} ${fmt(n)}`).join(', ') || 'n/a'}`);
  out.push(...ratioSummary(targets, raw));
  out.push(hostileGraphqlSummary(hostile));
  for (const p of smokeProblems) out.push(`smoke check failed: ${p}`);
  if (pdfRender.built) out.push(pdfRenderSummary(pdfRender));
  if (invoicePdfRender.built) out.push(pdfRenderSummary(invoicePdfRender));
  if (receiptPdfRender.built) out.push(pdfRenderSummary(receiptPdfRender));
  out.push(`${activity.all.name}: ${activity.records.toLocaleString('en-US')} audit records, ${activity.all.runs} requests one after another, median ${activity.all.medianMs.toFixed(1)} ms, p99 ${activity.all.p99Ms.toFixed(1)} ms, max ${activity.all.maxMs.toFixed(1)} ms; target ${activity.target}: ${activity.pass ? 'PASS' : 'FAIL'}`);
  for (const m of [invoicePage.graphql, invoicePage.rest]) {
    out.push(`${m.name}: ${invoicePage.invoices.toLocaleString('en-US')} invoices stored, ${m.runs} requests one after another, median ${m.medianMs.toFixed(1)} ms, p99 ${m.p99Ms.toFixed(1)} ms, max ${m.maxMs.toFixed(1)} ms, ${m.bytes} bytes; target ${invoicePage.target}: ${m.pass ? 'PASS' : 'FAIL'}`);
  }
  out.push(monitorCostSummary(monitorCost));
  out.push(mailboxSummary(mailbox));
  out.push(reminderSummary(reminders));
  out.push(...diarySummary(diary));
  out.push(...boardSummary(board));
  out.push(...clockSummary(clock));
  out.push(...partsSummary(parts));
  out.push(smsSummary(sms));
  out.push(reminderTextsSummary(reminderTexts));
  out.push(apiKeySummary(apiKeys));
  out.push(webhookSummary(webhooks));
  if (fleetStatements) out.push(fleetStatementSummary(fleetStatements));
  out.push(customerExportSummary(customerExport));
  out.push(...inspectionSummary(inspection));
  out.push(...analyticsSummary(analytics));
  out.push(...backupSummary(backups));
  out.push(`api shutdown (SIGTERM) after the run: ${fmt(apiStop.ms / 1000, 1)} s, exit ${apiStop.exitInfo}`);
  out.push(`api log: ${apiLog.warnOrWorse} warning/error line(s)`);
  for (const l of apiLog.first) out.push(`  ${l}`);
  out.push(`results: ${path.relative(ROOT, RESULTS_FILE)}; total ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(out.join('\n'));
  
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    connections: CONNECTIONS,
    warmupS: WARMUP,
    durationS: DURATION,
    loadAverageAtStart: loadAtStart,
    apiStartMs,
    apiStop,
    coldStart,
    raw,
    targets: targets.map((t) => ({ name: t.name, ...t.r, ceilingRps: t.ceiling.rps, ratioToRaw: t.ratio, target: t.target, pass: t.pass })),
    hostileGraphql: hostile,
    webInitialJs: webJs,
    homeTransfer: transfer,
    lighthouse,
    pdfRender,
    invoicePdfRender,
    receiptPdfRender,
    invoiceFirstPage: invoicePage,
    activity,
    monitorCost,
    mailbox,
    analytics,
    customers,
    today,
    diary,
    board,
    clock,
    parts,
    sms,
    reminderTexts,
    apiKeys,
    webhooks,
    fleetStatements,
    customerExport,
    inspection,
    reminders,
    backups,
    smokeProblems,
    apiLog,
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
}
