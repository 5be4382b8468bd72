/**
 * The targets measured each on an api and a database of its own, one after another: the job board
 * of 200 open cards (board.mjs), 30 technicians clocking on at once (clock.mjs), a 200,000-row price
 * file imported and searched (parts.mjs), customers' texts arriving on the signed inbound webhook
 * (sms.mjs), a reminder run texting 5,000 customers and the texts going out (reminder-texts.mjs),
 * calls with an API key against the same calls with a session (api-keys.mjs), 1,000 bookings in a
 * minute delivered to a webhook endpoint (webhooks.mjs), the monthly statements of 1,000 account
 * customers with booked-slots every 10 ms meanwhile (fleet-statements.mjs), and a customer's export
 * of ten years of history (customer-export.mjs).
 */
import { benchBoardOwnApi } from './board.mjs';
import { benchClockOwnApi } from './clock.mjs';
import { benchPartsOwnApi } from './parts.mjs';
import { benchSmsOwnApi } from './sms.mjs';
import { benchReminderTextsOwnApi } from './reminder-texts.mjs';
import { benchApiKeysOwnApi } from './api-keys.mjs';
import { benchWebhooksOwnApi } from './webhooks.mjs';
import { benchFleetStatementsOwnApi } from './fleet-statements.mjs';
import { benchCustomerExportOwnApi } from './customer-export.mjs';

export async function benchOwnApis() {
  const board = await benchBoardOwnApi();
  const clock = await benchClockOwnApi();
  const parts = await benchPartsOwnApi();
  const sms = await benchSmsOwnApi();
  const reminderTexts = await benchReminderTextsOwnApi();
  const apiKeys = await benchApiKeysOwnApi();
  const webhooks = await benchWebhooksOwnApi();
  const fleetStatements = await benchFleetStatementsOwnApi();
  const customerExport = await benchCustomerExportOwnApi();
  return { board, clock, parts, sms, reminderTexts, apiKeys, webhooks, fleetStatements, customerExport };
}
