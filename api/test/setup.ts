import 'reflect-metadata';
import { beforeAll } from 'vitest';
import { resetSeededAppointments } from './analytics-factory.js';
import { resetFreeSlots } from './factories.js';
import { resetInvoiceRequests } from './invoices-factory.js';
import { resetCardRequests } from './jobcards-factory.js';
import { resetBuiltMails } from './mail-builder.js';

// Before each test file: files that share a worker share these modules (isolate: false), and each
// file has a database of its own, so its test data is numbered from the start again.
beforeAll(() => {
  resetFreeSlots();
  resetSeededAppointments();
  resetInvoiceRequests();
  resetCardRequests();
  resetBuiltMails();
});
