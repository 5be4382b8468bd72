/** Every entity, listed explicitly (no folder globs: the compiled and the tsx runs see the same list). */
import { AppSetting } from './app-setting.entity.js';
import { RateLimitCounter } from './rate-limit.entity.js';
import { ScheduledRun } from './scheduled-run.entity.js';
import { AnalyticsReport } from '../features/analytics/analytics-report.entity.js';
import { AdminUser } from '../features/auth/admin-user.entity.js';
import { PasswordResetToken } from '../features/auth/password-reset-token.entity.js';
import { RevokedToken } from '../features/auth/revoked-token.entity.js';
import { Appointment } from '../features/booking/appointment.entity.js';
import { BlockedPeriod } from '../features/booking/blocked-period.entity.js';
import { ContactQuery } from '../features/contact/contact-query.entity.js';
import { Document } from '../features/documents/document.entity.js';
import { Invoice, InvoiceDocument } from '../features/invoices/invoice.entity.js';
import { JobCard } from '../features/jobcards/jobcard.entity.js';
import { Quote } from '../features/jobcards/quote.entity.js';
import { OutboxMessage } from '../features/outbox/outbox-message.entity.js';

export const entities = [
  Appointment,
  BlockedPeriod,
  ContactQuery,
  OutboxMessage,
  AdminUser,
  PasswordResetToken,
  RevokedToken,
  AppSetting,
  RateLimitCounter,
  JobCard,
  Quote,
  Document,
  Invoice,
  InvoiceDocument,
  AnalyticsReport,
  ScheduledRun,
];
