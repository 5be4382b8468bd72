/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** How the series is bucketed: per day, or per month for periods over 92 days. */
export type AnalyticsGranularity =
  | 'day'
  | 'month';

/** daily: Today; weekly: Last 7 Days; monthly: Last 30 Days (the default); yearly: Last 365 Days; custom: startDate to endDate. */
export type AnalyticsTimeframe =
  | 'custom'
  | 'daily'
  | 'monthly'
  | 'weekly'
  | 'yearly';

/** An appointment request from the booking form. */
export type AppointmentInput = {
  email: string;
  fullName: string;
  issueDescription: string;
  phone: string;
  /** yyyy-MM-dd */
  preferredDate: string;
  /** HH:mm */
  preferredTime: string;
  registration?: string | null | undefined;
  serviceType: string;
  vehicleMake: string;
  vehicleModel: string;
  vehicleYear: number;
};

export type AppointmentStatus =
  | 'booked'
  | 'cancelled';

/** A period to block from booking (admin). */
export type BlockPeriodInput = {
  endDate: string;
  endTime: string;
  reason: string;
  startDate: string;
  startTime: string;
};

/** A message from the public contact form. */
export type ContactInput = {
  email: string;
  message: string;
  name: string;
  phone?: string | null | undefined;
};

/** A new job card (admin). */
export type CreateJobCardInput = {
  carRego: string;
  customerComplaint?: string | null | undefined;
  customerEmail: string;
  customerName: string;
  customerPhone?: string | null | undefined;
};

/** measuring (less than 5 minutes of samples in the last hour), not_filling, or filling (see fullAt). */
export type DiskFillStatus =
  | 'filling'
  | 'measuring'
  | 'not_filling';

/** inline: View (opens in the browser); attachment: Download. */
export type DocumentDisposition =
  | 'attachment'
  | 'inline';

/** A reply to a message of the mailbox. */
export type EmailReplyInput = {
  message: string;
  /** The uid of the message answered. */
  originalEmailId: number;
  /** The customer: the angle-bracket part of the sender. */
  recipientEmail: string;
  subject: string;
};

/** Generate New Invoice (admin): SPEC’s payload plus gstIncluded. */
export type GenerateInvoiceInput = {
  carRego: string;
  customerEmail: string;
  customerName: string;
  /** True when the unit prices include GST (default false). */
  gstIncluded?: boolean | null | undefined;
  /** 0 to 100, default 10. */
  gstPercentage?: number | null | undefined;
  invoiceItems: Array<InvoiceItemInput>;
  notes?: string | null | undefined;
  phoneNumber?: string | null | undefined;
};

/** Generate & Send Quote (admin). */
export type GenerateQuoteInput = {
  /** True when the prices include GST (default false). */
  gstIncludedInEstimate?: boolean | null | undefined;
  /** Default 10. */
  gstPercent?: number | null | undefined;
  items: Array<JobCardItemInput>;
  notes?: string | null | undefined;
};

/** ok, unknown (not measured yet), warning or critical. */
export type HealthState =
  | 'critical'
  | 'ok'
  | 'unknown'
  | 'warning';

/** xero: Xero’s sales invoice import template (one row per line); plain: one row per invoice. */
export type InvoiceExportFormat =
  | 'plain'
  | 'xero';

/** Invoice History filters: customer name and invoice number partial ignoring case, rego ignoring case and spaces, status (null: all). */
export type InvoiceFilter = {
  carRego?: string | null | undefined;
  customerName?: string | null | undefined;
  invoiceNumber?: string | null | undefined;
  status?: InvoiceStatus | null | undefined;
};

/** One invoice line; unitPrice in dollars (e.g. 129.95). */
export type InvoiceItemInput = {
  description: string;
  /** At least 1, at most 2 decimals. */
  quantity: number;
  /** Unit price in dollars: 0 or more, at most 2 decimals. */
  unitPrice: number;
};

/** paid or unpaid; paid has no way back. */
export type InvoiceStatus =
  | 'paid'
  | 'unpaid';

/** List filters: name (case-insensitive, partial), rego (ignoring case and spaces), status (exact). */
export type JobCardFilter = {
  carRego?: string | null | undefined;
  customerName?: string | null | undefined;
  status?: JobStatus | null | undefined;
};

/** One item or labour line; estimateCost in dollars (e.g. 129.95). */
export type JobCardItemInput = {
  description: string;
  /** Unit price in dollars, at most 2 decimals. */
  estimateCost: number;
  quantity: number;
};

/** Job status; `statusLabel` carries the display string (e.g. "Pending Diagnosis"). */
export type JobStatus =
  | 'COMPLETED'
  | 'COMPLETED_POLICY_NOT_ACCEPTED'
  | 'INVOICED'
  | 'PENDING_DIAGNOSIS'
  | 'PENDING_QUOTE_APPROVAL'
  | 'WORK_IN_PROGRESS';

export type LoginInput = {
  password: string;
  username: string;
};

export type QuoteStatus =
  | 'approved'
  | 'declined'
  | 'sent'
  | 'superseded';

export type ReachabilityStatus =
  | 'checking'
  | 'not_configured'
  | 'reachable'
  | 'unreachable';

export type ResetPasswordInput = {
  password: string;
  token: string;
};

/** A signing submission: a drawn signature (PNG data URL) or a typed name. */
export type SignPolicyInput = {
  signatureDataUrl?: string | null | undefined;
  signedName?: string | null | undefined;
};

/** An autosave or completion of a job card (admin). Absent fields are left as they are. */
export type UpdateJobCardInput = {
  customerEmail?: string | null | undefined;
  customerPhone?: string | null | undefined;
  finalItems?: Array<JobCardItemInput> | null | undefined;
  mechanicNotes?: string | null | undefined;
  revision?: number | null | undefined;
  status?: JobStatus | null | undefined;
};

export type VehicleEventKind =
  | 'appointment'
  | 'invoice'
  | 'jobCard'
  | 'quote';

/** Whether the unit prices of a Xero file exclude or include GST (chosen again in Xero when importing it). */
export type XeroAmounts =
  | 'exclusive'
  | 'inclusive';

export type AdminAnalyticsQueryVariables = Exact<{
  timeframe?: AnalyticsTimeframe | null | undefined;
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
}>;


export type AdminAnalyticsQuery = { analytics: { timeframe: AnalyticsTimeframe, period: { label: string, startDate: string, endDate: string, days: number, timeZone: string, granularity: AnalyticsGranularity }, financialAnalytics: { totalRevenueCents: number, paidRevenueCents: number, outstandingRevenueCents: number, totalInvoices: number, paidInvoices: number, unpaidInvoices: number, revenueExGstCents: number, gstCents: number, averageJobValueCents: number }, appointmentAnalytics: { totalBooked: number, totalCancelled: number, cancellationRate: number }, quoteAnalytics: { quotesSent: number, quotesAccepted: number, quotesDeclined: number, quotesAwaiting: number, acceptanceRate: number }, series: Array<{ key: string, label: string, startDate: string, invoices: number, revenueCents: number, revenueExGstCents: number, gstCents: number, paidRevenueCents: number, outstandingRevenueCents: number, booked: number, cancelled: number }>, serviceTypes: Array<{ serviceType: string, booked: number, cancelled: number }> } };

export type AdminAnalyticsReportRowFragment = { id: string, filename: string, generatedAt: string, timeframe: AnalyticsTimeframe, periodLabel: string, startDate: string, endDate: string, documentId: string, size: number };

export type AdminAnalyticsReportsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAnalyticsReportsQuery = { analyticsReports: Array<{ id: string, filename: string, generatedAt: string, timeframe: AnalyticsTimeframe, periodLabel: string, startDate: string, endDate: string, documentId: string, size: number }> };

export type AdminGenerateAnalyticsReportMutationVariables = Exact<{
  timeframe?: AnalyticsTimeframe | null | undefined;
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
}>;


export type AdminGenerateAnalyticsReportMutation = { generateAnalyticsReport: { message: string, report: { id: string, filename: string, generatedAt: string, timeframe: AnalyticsTimeframe, periodLabel: string, startDate: string, endDate: string, documentId: string, size: number } } };

export type AdminDeleteAnalyticsReportMutationVariables = Exact<{
  filename: string;
}>;


export type AdminDeleteAnalyticsReportMutation = { deleteAnalyticsReport: { message: string } };

export type AdminAnalyticsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminAnalyticsChangedSubscription = { analyticsChanged: boolean };

export type AdminAnalyticsReportChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminAnalyticsReportChangedSubscription = { analyticsReportChanged: { filename: string, kind: string } };

export type AdminAppointmentsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAppointmentsQuery = { appointments: Array<{ id: string, fullName: string, email: string, phone: string, vehicleMake: string, vehicleModel: string, vehicleYear: number, registration: string | null, serviceType: string, issueDescription: string, preferredDate: string, preferredTime: string, status: AppointmentStatus, createdAt: string, cancelledAt: string | null }> };

export type AdminBlockedPeriodsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminBlockedPeriodsQuery = { blockedPeriods: Array<{ id: string, startDate: string, startTime: string, endDate: string, endTime: string, reason: string, createdAt: string }> };

export type AdminCancelAppointmentMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminCancelAppointmentMutation = { adminCancelAppointment: { message: string } };

export type AdminDeleteAppointmentMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteAppointmentMutation = { deleteAppointment: { message: string } };

export type AdminBlockPeriodMutationVariables = Exact<{
  input: BlockPeriodInput;
}>;


export type AdminBlockPeriodMutation = { blockPeriod: { message: string, period: { id: string }, affectedAppointments: Array<{ id: string, fullName: string, preferredDate: string, preferredTime: string }> } };

export type AdminUnblockPeriodMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminUnblockPeriodMutation = { unblockPeriod: { message: string } };

export type AdminLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type AdminLoginMutation = { login: { token: string } };

export type AdminRequestPasswordResetMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminRequestPasswordResetMutation = { requestPasswordReset: { message: string } };

export type AdminResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type AdminResetPasswordMutation = { resetPassword: { message: string } };

export type AdminSiteInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSiteInfoQuery = { siteInfo: { businessName: string, timeZone: string } };

export type AdminLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminLogoutMutation = { logout: { message: string } };

export type AdminContactQueriesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminContactQueriesQuery = { contactQueries: Array<{ id: string, name: string, email: string, phone: string | null, message: string, createdAt: string, replied: boolean, repliedAt: string | null }> };

export type AdminReplyToContactQueryMutationVariables = Exact<{
  id: string | number;
  replyMessage: string;
}>;


export type AdminReplyToContactQueryMutation = { replyToContactQuery: { message: string } };

export type AdminDeleteContactQueryMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteContactQueryMutation = { deleteContactQuery: { message: string } };

export type AdminCleanupContactQueriesMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminCleanupContactQueriesMutation = { cleanupContactQueries: { message: string, deletedCount: number } };

export type AdminCountersFragment = { totalBooked: number, bookedLast24h: number, totalCancelled: number, cancelledLast24h: number, totalQueries: number, queriesLast24h: number };

export type AdminDashboardCountersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardCountersQuery = { dashboardCounters: { totalBooked: number, bookedLast24h: number, totalCancelled: number, cancelledLast24h: number, totalQueries: number, queriesLast24h: number } };

export type AdminRecentContactQueriesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminRecentContactQueriesQuery = { recentContactQueries: Array<{ id: string, name: string, email: string, message: string, createdAt: string }> };

export type AdminDashboardCountersChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardCountersChangedSubscription = { dashboardCounters: { totalBooked: number, bookedLast24h: number, totalCancelled: number, cancelledLast24h: number, totalQueries: number, queriesLast24h: number } };

export type AdminContactQueryReceivedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminContactQueryReceivedSubscription = { contactQueryReceived: string };

export type AdminEmailSummaryFragment = { id: string, uid: number, from: string, subject: string, date: string, read: boolean };

export type AdminEmailInboxQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminEmailInboxQuery = { emailInbox: { configured: boolean, unreadCount: number, emails: Array<{ id: string, uid: number, from: string, subject: string, date: string, read: boolean }> } };

export type AdminEmailQueryVariables = Exact<{
  uid: number;
  showImages: boolean;
}>;


export type AdminEmailQuery = { email: { id: string, uid: number, from: string, subject: string, date: string, read: boolean, to: string, html: string, blockedImages: number, imagesShown: boolean, attachments: Array<{ index: number, filename: string, contentType: string, size: number }> } };

export type AdminMarkEmailReadMutationVariables = Exact<{
  uid: number;
}>;


export type AdminMarkEmailReadMutation = { markEmailRead: { message: string } };

export type AdminDeleteEmailMutationVariables = Exact<{
  uid: number;
}>;


export type AdminDeleteEmailMutation = { deleteEmail: { message: string } };

export type AdminReplyToEmailMutationVariables = Exact<{
  input: EmailReplyInput;
}>;


export type AdminReplyToEmailMutation = { replyToEmail: { message: string } };

export type AdminEmailAttachmentLinkMutationVariables = Exact<{
  uid: number;
  index: number;
  disposition: DocumentDisposition;
}>;


export type AdminEmailAttachmentLinkMutation = { emailAttachmentLink: { url: string } };

export type AdminInvoiceRowFragment = { id: string, invoiceNumber: string, customerName: string, customerEmail: string, carRego: string, issuedAt: string, issueDate: string, issueDateLabel: string, totalCents: number, status: InvoiceStatus, paidAt: string | null, sentAt: string | null, jobCardId: string | null };

export type AdminInvoiceDetailFragment = { phoneNumber: string | null, notes: string, gstPercentage: number, pricesIncludeGst: boolean, subtotalCents: number, gstCents: number, id: string, invoiceNumber: string, customerName: string, customerEmail: string, carRego: string, issuedAt: string, issueDate: string, issueDateLabel: string, totalCents: number, status: InvoiceStatus, paidAt: string | null, sentAt: string | null, jobCardId: string | null, items: Array<{ description: string, quantity: number, unitPriceCents: number, amountCents: number }>, documents: Array<{ documentId: string, filename: string, reason: string, sha256: string, createdAt: string }> };

export type AdminInvoicesQueryVariables = Exact<{
  filter?: InvoiceFilter | null | undefined;
  limit?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminInvoicesQuery = { invoices: { nextCursor: string | null, items: Array<{ id: string, invoiceNumber: string, customerName: string, customerEmail: string, carRego: string, issuedAt: string, issueDate: string, issueDateLabel: string, totalCents: number, status: InvoiceStatus, paidAt: string | null, sentAt: string | null, jobCardId: string | null }> } };

export type AdminInvoiceQueryVariables = Exact<{
  invoiceNumber: string;
}>;


export type AdminInvoiceQuery = { invoice: { phoneNumber: string | null, notes: string, gstPercentage: number, pricesIncludeGst: boolean, subtotalCents: number, gstCents: number, id: string, invoiceNumber: string, customerName: string, customerEmail: string, carRego: string, issuedAt: string, issueDate: string, issueDateLabel: string, totalCents: number, status: InvoiceStatus, paidAt: string | null, sentAt: string | null, jobCardId: string | null, items: Array<{ description: string, quantity: number, unitPriceCents: number, amountCents: number }>, documents: Array<{ documentId: string, filename: string, reason: string, sha256: string, createdAt: string }> } };

export type AdminInvoiceIssuerQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminInvoiceIssuerQuery = { siteInfo: { businessName: string, abn: string } };

export type AdminGenerateInvoiceMutationVariables = Exact<{
  input: GenerateInvoiceInput;
}>;


export type AdminGenerateInvoiceMutation = { generateInvoice: { message: string, invoice: { id: string, invoiceNumber: string, customerName: string, customerEmail: string, carRego: string, issuedAt: string, issueDate: string, issueDateLabel: string, totalCents: number, status: InvoiceStatus, paidAt: string | null, sentAt: string | null, jobCardId: string | null } } };

export type AdminResendInvoiceMutationVariables = Exact<{
  invoiceNumber: string;
  additionalEmails?: Array<string> | string | null | undefined;
}>;


export type AdminResendInvoiceMutation = { resendInvoice: { message: string, invoice: { id: string, invoiceNumber: string, customerName: string, customerEmail: string, carRego: string, issuedAt: string, issueDate: string, issueDateLabel: string, totalCents: number, status: InvoiceStatus, paidAt: string | null, sentAt: string | null, jobCardId: string | null } } };

export type AdminMarkInvoicePaidMutationVariables = Exact<{
  invoiceNumber: string;
}>;


export type AdminMarkInvoicePaidMutation = { markInvoicePaid: { message: string, invoice: { id: string, invoiceNumber: string, customerName: string, customerEmail: string, carRego: string, issuedAt: string, issueDate: string, issueDateLabel: string, totalCents: number, status: InvoiceStatus, paidAt: string | null, sentAt: string | null, jobCardId: string | null } } };

export type AdminDeleteInvoiceMutationVariables = Exact<{
  invoiceNumber: string;
}>;


export type AdminDeleteInvoiceMutation = { deleteInvoice: { message: string } };

export type AdminInvoicePdfLinkMutationVariables = Exact<{
  invoiceNumber: string;
  disposition: DocumentDisposition;
}>;


export type AdminInvoicePdfLinkMutation = { invoicePdfLink: { url: string } };

export type AdminInvoiceExportSummaryQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type AdminInvoiceExportSummaryQuery = { invoiceExportSummary: { invoices: number, taxExclusive: number, taxInclusive: number } };

export type AdminInvoiceExportLinkMutationVariables = Exact<{
  format: InvoiceExportFormat;
  from: string;
  to: string;
  amounts?: XeroAmounts | null | undefined;
}>;


export type AdminInvoiceExportLinkMutation = { invoiceExportLink: { url: string } };

export type AdminInvoiceChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminInvoiceChangedSubscription = { invoiceChanged: { invoiceNumber: string, kind: string } };

export type AdminJobCardSummaryFragment = { id: string, customerName: string, customerEmail: string, carRego: string, status: JobStatus, statusLabel: string, createdAt: string, createdDate: string, createdDateLabel: string, termsAcceptance: { isAccepted: boolean, timestamp: string | null } };

export type AdminJobCardDetailFragment = { id: string, customerName: string, customerEmail: string, customerPhone: string | null, customerComplaint: string | null, carRego: string, status: JobStatus, statusLabel: string, createdAt: string, revision: number, mechanicNotes: string, finalItems: Array<{ description: string, quantity: number, estimateCostCents: number }>, termsAcceptance: { isAccepted: boolean, timestamp: string | null, signatureKind: string | null, signedName: string | null, documentId: string | null, documentSha256: string | null }, quotes: Array<{ id: string, number: string, sentAt: string, status: QuoteStatus, totalCents: number, documentId: string | null, items: Array<{ description: string }> }> };

export type AdminJobCardPageQueryVariables = Exact<{
  filter?: JobCardFilter | null | undefined;
  limit?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminJobCardPageQuery = { jobCardPage: { nextCursor: string | null, items: Array<{ id: string, customerName: string, customerEmail: string, carRego: string, status: JobStatus, statusLabel: string, createdAt: string, createdDate: string, createdDateLabel: string, termsAcceptance: { isAccepted: boolean, timestamp: string | null } }> } };

export type AdminJobCardQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminJobCardQuery = { jobCard: { id: string, customerName: string, customerEmail: string, customerPhone: string | null, customerComplaint: string | null, carRego: string, status: JobStatus, statusLabel: string, createdAt: string, revision: number, mechanicNotes: string, finalItems: Array<{ description: string, quantity: number, estimateCostCents: number }>, termsAcceptance: { isAccepted: boolean, timestamp: string | null, signatureKind: string | null, signedName: string | null, documentId: string | null, documentSha256: string | null }, quotes: Array<{ id: string, number: string, sentAt: string, status: QuoteStatus, totalCents: number, documentId: string | null, items: Array<{ description: string }> }> } };

export type AdminCreateJobCardMutationVariables = Exact<{
  input: CreateJobCardInput;
}>;


export type AdminCreateJobCardMutation = { createJobCard: { id: string, customerName: string } };

export type AdminUpdateJobCardMutationVariables = Exact<{
  id: string | number;
  input: UpdateJobCardInput;
}>;


export type AdminUpdateJobCardMutation = { updateJobCard: { id: string, customerName: string, customerEmail: string, customerPhone: string | null, customerComplaint: string | null, carRego: string, status: JobStatus, statusLabel: string, createdAt: string, revision: number, mechanicNotes: string, finalItems: Array<{ description: string, quantity: number, estimateCostCents: number }>, termsAcceptance: { isAccepted: boolean, timestamp: string | null, signatureKind: string | null, signedName: string | null, documentId: string | null, documentSha256: string | null }, quotes: Array<{ id: string, number: string, sentAt: string, status: QuoteStatus, totalCents: number, documentId: string | null, items: Array<{ description: string }> }> } };

export type AdminDeleteJobCardMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteJobCardMutation = { deleteJobCard: { message: string } };

export type AdminGenerateQuoteMutationVariables = Exact<{
  id: string | number;
  input: GenerateQuoteInput;
}>;


export type AdminGenerateQuoteMutation = { generateQuote: { message: string } };

export type AdminJobCardChangedSubscriptionVariables = Exact<{
  id?: string | number | null | undefined;
}>;


export type AdminJobCardChangedSubscription = { jobCardChanged: { id: string, kind: string } };

export type AdminJobCardInvoiceFragment = { id: string, invoiceNumber: string, status: InvoiceStatus, subtotalCents: number, gstCents: number, gstPercentage: number, pricesIncludeGst: boolean, totalCents: number, issuedAt: string, sentAt: string | null, paidAt: string | null, documents: Array<{ documentId: string, filename: string, reason: string, sha256: string, createdAt: string }> };

export type AdminJobCardInvoiceQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminJobCardInvoiceQuery = { jobCard: { id: string, invoice: { id: string, invoiceNumber: string, status: InvoiceStatus, subtotalCents: number, gstCents: number, gstPercentage: number, pricesIncludeGst: boolean, totalCents: number, issuedAt: string, sentAt: string | null, paidAt: string | null, documents: Array<{ documentId: string, filename: string, reason: string, sha256: string, createdAt: string }> } | null } };

export type AdminCompleteJobAndInvoiceMutationVariables = Exact<{
  jobCardId: string | number;
  gstIncluded?: boolean | null | undefined;
  finalItems?: Array<JobCardItemInput> | JobCardItemInput | null | undefined;
  mechanicNotes?: string | null | undefined;
}>;


export type AdminCompleteJobAndInvoiceMutation = { completeJobAndInvoice: { message: string, invoice: { id: string, invoiceNumber: string, status: InvoiceStatus, subtotalCents: number, gstCents: number, gstPercentage: number, pricesIncludeGst: boolean, totalCents: number, issuedAt: string, sentAt: string | null, paidAt: string | null, documents: Array<{ documentId: string, filename: string, reason: string, sha256: string, createdAt: string }> } } };

export type AdminRegenerateInvoiceMutationVariables = Exact<{
  jobCardId: string | number;
}>;


export type AdminRegenerateInvoiceMutation = { regenerateInvoice: { message: string, invoice: { id: string, invoiceNumber: string, status: InvoiceStatus, subtotalCents: number, gstCents: number, gstPercentage: number, pricesIncludeGst: boolean, totalCents: number, issuedAt: string, sentAt: string | null, paidAt: string | null, documents: Array<{ documentId: string, filename: string, reason: string, sha256: string, createdAt: string }> } } };

export type AdminReachabilityFragment = { status: ReachabilityStatus, target: string | null, latencyMs: number | null, checkedAt: string | null, error: string | null, state: HealthState };

export type AdminSystemInfoFragment = { sampledAt: string, sampleIntervalSeconds: number, state: HealthState, osInfo: { platform: string, distro: string, release: string, arch: string, hostname: string, uptime: number, loadPerCore: number }, cpuUsage: { usagePercentage: number, averagePercentage: number | null, averageWindowSeconds: number, cores: number, state: HealthState }, ramUsage: { total: number, used: number, free: number, usagePercentage: number, state: HealthState }, storageUsage: { total: number, used: number, available: number, usagePercentage: number, path: string, state: HealthState, fill: { status: DiskFillStatus, bytesPerHour: number | null, secondsUntilFull: number | null, fullAt: string | null } }, history: Array<{ at: string, cpu: number | null, ram: number | null, disk: number | null, load: number | null }>, application: { state: HealthState, liveConnections: number, database: { up: boolean, kind: string, latencyMs: number, state: HealthState }, mailOutbox: { waiting: number | null, oldestWaitingSince: string | null, oldestWaitingSeconds: number | null, failed: number | null, state: HealthState }, smtp: { status: ReachabilityStatus, target: string | null, latencyMs: number | null, checkedAt: string | null, error: string | null, state: HealthState }, imap: { status: ReachabilityStatus, target: string | null, latencyMs: number | null, checkedAt: string | null, error: string | null, state: HealthState } }, thresholds: { cpuWarning: number, cpuCritical: number, ramAvailableWarning: number, ramAvailableCritical: number, diskWarning: number, diskCritical: number } };

export type AdminSystemInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSystemInfoQuery = { systemInfo: { sampledAt: string, sampleIntervalSeconds: number, state: HealthState, osInfo: { platform: string, distro: string, release: string, arch: string, hostname: string, uptime: number, loadPerCore: number }, cpuUsage: { usagePercentage: number, averagePercentage: number | null, averageWindowSeconds: number, cores: number, state: HealthState }, ramUsage: { total: number, used: number, free: number, usagePercentage: number, state: HealthState }, storageUsage: { total: number, used: number, available: number, usagePercentage: number, path: string, state: HealthState, fill: { status: DiskFillStatus, bytesPerHour: number | null, secondsUntilFull: number | null, fullAt: string | null } }, history: Array<{ at: string, cpu: number | null, ram: number | null, disk: number | null, load: number | null }>, application: { state: HealthState, liveConnections: number, database: { up: boolean, kind: string, latencyMs: number, state: HealthState }, mailOutbox: { waiting: number | null, oldestWaitingSince: string | null, oldestWaitingSeconds: number | null, failed: number | null, state: HealthState }, smtp: { status: ReachabilityStatus, target: string | null, latencyMs: number | null, checkedAt: string | null, error: string | null, state: HealthState }, imap: { status: ReachabilityStatus, target: string | null, latencyMs: number | null, checkedAt: string | null, error: string | null, state: HealthState } }, thresholds: { cpuWarning: number, cpuCritical: number, ramAvailableWarning: number, ramAvailableCritical: number, diskWarning: number, diskCritical: number } } };

export type AdminSystemInfoLiveSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminSystemInfoLiveSubscription = { systemInfo: { sampledAt: string, sampleIntervalSeconds: number, state: HealthState, osInfo: { platform: string, distro: string, release: string, arch: string, hostname: string, uptime: number, loadPerCore: number }, cpuUsage: { usagePercentage: number, averagePercentage: number | null, averageWindowSeconds: number, cores: number, state: HealthState }, ramUsage: { total: number, used: number, free: number, usagePercentage: number, state: HealthState }, storageUsage: { total: number, used: number, available: number, usagePercentage: number, path: string, state: HealthState, fill: { status: DiskFillStatus, bytesPerHour: number | null, secondsUntilFull: number | null, fullAt: string | null } }, history: Array<{ at: string, cpu: number | null, ram: number | null, disk: number | null, load: number | null }>, application: { state: HealthState, liveConnections: number, database: { up: boolean, kind: string, latencyMs: number, state: HealthState }, mailOutbox: { waiting: number | null, oldestWaitingSince: string | null, oldestWaitingSeconds: number | null, failed: number | null, state: HealthState }, smtp: { status: ReachabilityStatus, target: string | null, latencyMs: number | null, checkedAt: string | null, error: string | null, state: HealthState }, imap: { status: ReachabilityStatus, target: string | null, latencyMs: number | null, checkedAt: string | null, error: string | null, state: HealthState } }, thresholds: { cpuWarning: number, cpuCritical: number, ramAvailableWarning: number, ramAvailableCritical: number, diskWarning: number, diskCritical: number } } };

export type AdminMailboxStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMailboxStatusQuery = { mailboxConfigured: boolean, unreadMailCount: number | null };

export type AdminUnreadMailCountChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminUnreadMailCountChangedSubscription = { unreadMailCount: number };

export type AdminDocumentLinkMutationVariables = Exact<{
  documentId: string | number;
  disposition: DocumentDisposition;
}>;


export type AdminDocumentLinkMutation = { documentLink: { url: string, expiresAt: string } };

export type AdminVehicleHistoryQueryVariables = Exact<{
  rego: string;
}>;


export type AdminVehicleHistoryQuery = { vehicleHistory: { rego: string, totalSpentCents: number, paidCents: number, outstandingCents: number, appointments: Array<{ id: string }>, jobCards: Array<{ id: string }>, quotes: Array<{ id: string }>, invoices: Array<{ id: string }>, events: Array<{ kind: VehicleEventKind, at: string, id: string, title: string, status: string, customerName: string, totalCents: number | null, jobCardId: string | null }> } };

export type AvailabilityQueryVariables = Exact<{
  date: string;
}>;


export type AvailabilityQuery = { availability: { date: string, closed: boolean, availableTimes: Array<string> } };

export type BookAppointmentMutationVariables = Exact<{
  input: AppointmentInput;
}>;


export type BookAppointmentMutation = { bookAppointment: { id: string, preferredDate: string, preferredTime: string, status: AppointmentStatus } };

export type CancelAppointmentMutationVariables = Exact<{
  id: string;
  email?: string | null | undefined;
}>;


export type CancelAppointmentMutation = { cancelAppointment: { message: string } };

export type SendContactMessageMutationVariables = Exact<{
  input: ContactInput;
}>;


export type SendContactMessageMutation = { sendContactMessage: { message: string } };

export type PublicQuoteQueryVariables = Exact<{
  id: string | number;
}>;


export type PublicQuoteQuery = { quote: { id: string, number: string, customerName: string, carRego: string, sentAt: string, status: QuoteStatus, superseded: boolean, decidedAt: string | null, notes: string, pricesIncludeGst: boolean, gstPercent: number, subtotalCents: number, gstCents: number, totalCents: number, items: Array<{ description: string, quantity: number, estimateCostCents: number }> } };

export type ApproveQuoteMutationVariables = Exact<{
  id: string | number;
}>;


export type ApproveQuoteMutation = { approveQuote: { message: string } };

export type DeclineQuoteMutationVariables = Exact<{
  id: string | number;
  note?: string | null | undefined;
}>;


export type DeclineQuoteMutation = { declineQuote: { message: string } };

export type SigningPolicyQueryVariables = Exact<{
  id: string | number;
}>;


export type SigningPolicyQuery = { signingPolicy: { rego: string, customerName: string, terms: Array<string>, termsAcceptance: { isAccepted: boolean, timestamp: string | null } } };

export type SignPolicyMutationVariables = Exact<{
  id: string | number;
  input: SignPolicyInput;
}>;


export type SignPolicyMutation = { signPolicy: { message: string } };

export type SiteInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteInfoQuery = { siteInfo: { businessName: string, address: string, phone: string, email: string, timeZone: string, publicUrl: string, socialUrl: string, mapsUrl: string, latitude: number, longitude: number, abn: string, serviceTypes: Array<string>, openingHours: Array<{ days: string, hours: string }> } };

export const AdminAnalyticsReportRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAnalyticsReportRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"generatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeframe"}},{"kind":"Field","name":{"kind":"Name","value":"periodLabel"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]} as unknown as DocumentNode<AdminAnalyticsReportRowFragment, unknown>;
export const AdminCountersFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCounters"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardCounters"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalBooked"}},{"kind":"Field","name":{"kind":"Name","value":"bookedLast24h"}},{"kind":"Field","name":{"kind":"Name","value":"totalCancelled"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledLast24h"}},{"kind":"Field","name":{"kind":"Name","value":"totalQueries"}},{"kind":"Field","name":{"kind":"Name","value":"queriesLast24h"}}]}}]} as unknown as DocumentNode<AdminCountersFragment, unknown>;
export const AdminEmailSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEmailSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]} as unknown as DocumentNode<AdminEmailSummaryFragment, unknown>;
export const AdminInvoiceRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"carRego"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"issueDateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"jobCardId"}}]}}]} as unknown as DocumentNode<AdminInvoiceRowFragment, unknown>;
export const AdminInvoiceDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInvoiceDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInvoiceRow"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"gstPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeGst"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"gstCents"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"carRego"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"issueDateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"jobCardId"}}]}}]} as unknown as DocumentNode<AdminInvoiceDetailFragment, unknown>;
export const AdminJobCardSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminJobCardSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"carRego"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdDateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"termsAcceptance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]}}]} as unknown as DocumentNode<AdminJobCardSummaryFragment, unknown>;
export const AdminJobCardDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminJobCardDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"customerComplaint"}},{"kind":"Field","name":{"kind":"Name","value":"carRego"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"mechanicNotes"}},{"kind":"Field","name":{"kind":"Name","value":"finalItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"estimateCostCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"termsAcceptance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"signatureKind"}},{"kind":"Field","name":{"kind":"Name","value":"signedName"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"documentSha256"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode<AdminJobCardDetailFragment, unknown>;
export const AdminJobCardInvoiceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminJobCardInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"gstCents"}},{"kind":"Field","name":{"kind":"Name","value":"gstPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeGst"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminJobCardInvoiceFragment, unknown>;
export const AdminReachabilityFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReachability"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServerReachability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<AdminReachabilityFragment, unknown>;
export const AdminSystemInfoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSystemInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sampledAt"}},{"kind":"Field","name":{"kind":"Name","value":"sampleIntervalSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"osInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"distro"}},{"kind":"Field","name":{"kind":"Name","value":"release"}},{"kind":"Field","name":{"kind":"Name","value":"arch"}},{"kind":"Field","name":{"kind":"Name","value":"hostname"}},{"kind":"Field","name":{"kind":"Name","value":"uptime"}},{"kind":"Field","name":{"kind":"Name","value":"loadPerCore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cpuUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usagePercentage"}},{"kind":"Field","name":{"kind":"Name","value":"averagePercentage"}},{"kind":"Field","name":{"kind":"Name","value":"averageWindowSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"cores"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ramUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"free"}},{"kind":"Field","name":{"kind":"Name","value":"usagePercentage"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storageUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"usagePercentage"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"fill"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bytesPerHour"}},{"kind":"Field","name":{"kind":"Name","value":"secondsUntilFull"}},{"kind":"Field","name":{"kind":"Name","value":"fullAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"cpu"}},{"kind":"Field","name":{"kind":"Name","value":"ram"}},{"kind":"Field","name":{"kind":"Name","value":"disk"}},{"kind":"Field","name":{"kind":"Name","value":"load"}}]}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"liveConnections"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"up"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mailOutbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"oldestWaitingSince"}},{"kind":"Field","name":{"kind":"Name","value":"oldestWaitingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"smtp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReachability"}}]}},{"kind":"Field","name":{"kind":"Name","value":"imap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReachability"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"thresholds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cpuWarning"}},{"kind":"Field","name":{"kind":"Name","value":"cpuCritical"}},{"kind":"Field","name":{"kind":"Name","value":"ramAvailableWarning"}},{"kind":"Field","name":{"kind":"Name","value":"ramAvailableCritical"}},{"kind":"Field","name":{"kind":"Name","value":"diskWarning"}},{"kind":"Field","name":{"kind":"Name","value":"diskCritical"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReachability"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServerReachability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<AdminSystemInfoFragment, unknown>;
export const AdminAnalyticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAnalytics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timeframe"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsTimeframe"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analytics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"timeframe"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timeframe"}}},{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeframe"}},{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"granularity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"financialAnalytics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalRevenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidRevenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"outstandingRevenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalInvoices"}},{"kind":"Field","name":{"kind":"Name","value":"paidInvoices"}},{"kind":"Field","name":{"kind":"Name","value":"unpaidInvoices"}},{"kind":"Field","name":{"kind":"Name","value":"revenueExGstCents"}},{"kind":"Field","name":{"kind":"Name","value":"gstCents"}},{"kind":"Field","name":{"kind":"Name","value":"averageJobValueCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"appointmentAnalytics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalBooked"}},{"kind":"Field","name":{"kind":"Name","value":"totalCancelled"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quoteAnalytics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quotesSent"}},{"kind":"Field","name":{"kind":"Name","value":"quotesAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"quotesDeclined"}},{"kind":"Field","name":{"kind":"Name","value":"quotesAwaiting"}},{"kind":"Field","name":{"kind":"Name","value":"acceptanceRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"invoices"}},{"kind":"Field","name":{"kind":"Name","value":"revenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"revenueExGstCents"}},{"kind":"Field","name":{"kind":"Name","value":"gstCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidRevenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"outstandingRevenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceType"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}}]}}]}}]}}]} as unknown as DocumentNode<AdminAnalyticsQuery, AdminAnalyticsQueryVariables>;
export const AdminAnalyticsReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAnalyticsReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyticsReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAnalyticsReportRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAnalyticsReportRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"generatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeframe"}},{"kind":"Field","name":{"kind":"Name","value":"periodLabel"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]} as unknown as DocumentNode<AdminAnalyticsReportsQuery, AdminAnalyticsReportsQueryVariables>;
export const AdminGenerateAnalyticsReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminGenerateAnalyticsReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timeframe"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsTimeframe"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateAnalyticsReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"timeframe"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timeframe"}}},{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAnalyticsReportRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAnalyticsReportRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"generatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeframe"}},{"kind":"Field","name":{"kind":"Name","value":"periodLabel"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]} as unknown as DocumentNode<AdminGenerateAnalyticsReportMutation, AdminGenerateAnalyticsReportMutationVariables>;
export const AdminDeleteAnalyticsReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteAnalyticsReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filename"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAnalyticsReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filename"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filename"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteAnalyticsReportMutation, AdminDeleteAnalyticsReportMutationVariables>;
export const AdminAnalyticsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminAnalyticsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyticsChanged"}}]}}]} as unknown as DocumentNode<AdminAnalyticsChangedSubscription, AdminAnalyticsChangedSubscriptionVariables>;
export const AdminAnalyticsReportChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminAnalyticsReportChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyticsReportChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<AdminAnalyticsReportChangedSubscription, AdminAnalyticsReportChangedSubscriptionVariables>;
export const AdminAppointmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAppointments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appointments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleMake"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleModel"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleYear"}},{"kind":"Field","name":{"kind":"Name","value":"registration"}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}},{"kind":"Field","name":{"kind":"Name","value":"issueDescription"}},{"kind":"Field","name":{"kind":"Name","value":"preferredDate"}},{"kind":"Field","name":{"kind":"Name","value":"preferredTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}}]}}]}}]} as unknown as DocumentNode<AdminAppointmentsQuery, AdminAppointmentsQueryVariables>;
export const AdminBlockedPeriodsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBlockedPeriods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blockedPeriods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminBlockedPeriodsQuery, AdminBlockedPeriodsQueryVariables>;
export const AdminCancelAppointmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCancelAppointment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCancelAppointment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminCancelAppointmentMutation, AdminCancelAppointmentMutationVariables>;
export const AdminDeleteAppointmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteAppointment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAppointment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteAppointmentMutation, AdminDeleteAppointmentMutationVariables>;
export const AdminBlockPeriodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminBlockPeriod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BlockPeriodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blockPeriod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"affectedAppointments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"preferredDate"}},{"kind":"Field","name":{"kind":"Name","value":"preferredTime"}}]}}]}}]}}]} as unknown as DocumentNode<AdminBlockPeriodMutation, AdminBlockPeriodMutationVariables>;
export const AdminUnblockPeriodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUnblockPeriod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unblockPeriod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminUnblockPeriodMutation, AdminUnblockPeriodMutationVariables>;
export const AdminLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<AdminLoginMutation, AdminLoginMutationVariables>;
export const AdminRequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRequestPasswordReset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminRequestPasswordResetMutation, AdminRequestPasswordResetMutationVariables>;
export const AdminResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminResetPasswordMutation, AdminResetPasswordMutationVariables>;
export const AdminSiteInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSiteInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]} as unknown as DocumentNode<AdminSiteInfoQuery, AdminSiteInfoQueryVariables>;
export const AdminLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminLogoutMutation, AdminLogoutMutationVariables>;
export const AdminContactQueriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminContactQueries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactQueries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"replied"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}}]}}]}}]} as unknown as DocumentNode<AdminContactQueriesQuery, AdminContactQueriesQueryVariables>;
export const AdminReplyToContactQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminReplyToContactQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"replyMessage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyToContactQuery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"replyMessage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"replyMessage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminReplyToContactQueryMutation, AdminReplyToContactQueryMutationVariables>;
export const AdminDeleteContactQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteContactQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteContactQuery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteContactQueryMutation, AdminDeleteContactQueryMutationVariables>;
export const AdminCleanupContactQueriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCleanupContactQueries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cleanupContactQueries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"deletedCount"}}]}}]}}]} as unknown as DocumentNode<AdminCleanupContactQueriesMutation, AdminCleanupContactQueriesMutationVariables>;
export const AdminDashboardCountersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboardCounters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardCounters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCounters"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCounters"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardCounters"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalBooked"}},{"kind":"Field","name":{"kind":"Name","value":"bookedLast24h"}},{"kind":"Field","name":{"kind":"Name","value":"totalCancelled"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledLast24h"}},{"kind":"Field","name":{"kind":"Name","value":"totalQueries"}},{"kind":"Field","name":{"kind":"Name","value":"queriesLast24h"}}]}}]} as unknown as DocumentNode<AdminDashboardCountersQuery, AdminDashboardCountersQueryVariables>;
export const AdminRecentContactQueriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRecentContactQueries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recentContactQueries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminRecentContactQueriesQuery, AdminRecentContactQueriesQueryVariables>;
export const AdminDashboardCountersChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminDashboardCountersChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardCounters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCounters"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCounters"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardCounters"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalBooked"}},{"kind":"Field","name":{"kind":"Name","value":"bookedLast24h"}},{"kind":"Field","name":{"kind":"Name","value":"totalCancelled"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledLast24h"}},{"kind":"Field","name":{"kind":"Name","value":"totalQueries"}},{"kind":"Field","name":{"kind":"Name","value":"queriesLast24h"}}]}}]} as unknown as DocumentNode<AdminDashboardCountersChangedSubscription, AdminDashboardCountersChangedSubscriptionVariables>;
export const AdminContactQueryReceivedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminContactQueryReceived"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactQueryReceived"}}]}}]} as unknown as DocumentNode<AdminContactQueryReceivedSubscription, AdminContactQueryReceivedSubscriptionVariables>;
export const AdminEmailInboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEmailInbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailInbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminEmailSummary"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEmailSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]} as unknown as DocumentNode<AdminEmailInboxQuery, AdminEmailInboxQueryVariables>;
export const AdminEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showImages"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uid"}}},{"kind":"Argument","name":{"kind":"Name","value":"showImages"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showImages"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"blockedImages"}},{"kind":"Field","name":{"kind":"Name","value":"imagesShown"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]}}]} as unknown as DocumentNode<AdminEmailQuery, AdminEmailQueryVariables>;
export const AdminMarkEmailReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminMarkEmailRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markEmailRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminMarkEmailReadMutation, AdminMarkEmailReadMutationVariables>;
export const AdminDeleteEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteEmailMutation, AdminDeleteEmailMutationVariables>;
export const AdminReplyToEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminReplyToEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailReplyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyToEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminReplyToEmailMutation, AdminReplyToEmailMutationVariables>;
export const AdminEmailAttachmentLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminEmailAttachmentLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"index"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"disposition"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentDisposition"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailAttachmentLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uid"}}},{"kind":"Argument","name":{"kind":"Name","value":"index"},"value":{"kind":"Variable","name":{"kind":"Name","value":"index"}}},{"kind":"Argument","name":{"kind":"Name","value":"disposition"},"value":{"kind":"Variable","name":{"kind":"Name","value":"disposition"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<AdminEmailAttachmentLinkMutation, AdminEmailAttachmentLinkMutationVariables>;
export const AdminInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInvoiceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"carRego"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"issueDateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"jobCardId"}}]}}]} as unknown as DocumentNode<AdminInvoicesQuery, AdminInvoicesQueryVariables>;
export const AdminInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInvoiceDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"carRego"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"issueDateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"jobCardId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInvoiceDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInvoiceRow"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"gstPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeGst"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"gstCents"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminInvoiceQuery, AdminInvoiceQueryVariables>;
export const AdminInvoiceIssuerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminInvoiceIssuer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"abn"}}]}}]}}]} as unknown as DocumentNode<AdminInvoiceIssuerQuery, AdminInvoiceIssuerQueryVariables>;
export const AdminGenerateInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminGenerateInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateInvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInvoiceRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"carRego"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"issueDateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"jobCardId"}}]}}]} as unknown as DocumentNode<AdminGenerateInvoiceMutation, AdminGenerateInvoiceMutationVariables>;
export const AdminResendInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminResendInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"additionalEmails"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"additionalEmails"},"value":{"kind":"Variable","name":{"kind":"Name","value":"additionalEmails"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInvoiceRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"carRego"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"issueDateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"jobCardId"}}]}}]} as unknown as DocumentNode<AdminResendInvoiceMutation, AdminResendInvoiceMutationVariables>;
export const AdminMarkInvoicePaidDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminMarkInvoicePaid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markInvoicePaid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInvoiceRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"carRego"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"issueDateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"jobCardId"}}]}}]} as unknown as DocumentNode<AdminMarkInvoicePaidMutation, AdminMarkInvoicePaidMutationVariables>;
export const AdminDeleteInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteInvoiceMutation, AdminDeleteInvoiceMutationVariables>;
export const AdminInvoicePdfLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminInvoicePdfLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"disposition"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentDisposition"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoicePdfLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"disposition"},"value":{"kind":"Variable","name":{"kind":"Name","value":"disposition"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<AdminInvoicePdfLinkMutation, AdminInvoicePdfLinkMutationVariables>;
export const AdminInvoiceExportSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminInvoiceExportSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceExportSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoices"}},{"kind":"Field","name":{"kind":"Name","value":"taxExclusive"}},{"kind":"Field","name":{"kind":"Name","value":"taxInclusive"}}]}}]}}]} as unknown as DocumentNode<AdminInvoiceExportSummaryQuery, AdminInvoiceExportSummaryQueryVariables>;
export const AdminInvoiceExportLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminInvoiceExportLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceExportFormat"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amounts"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"XeroAmounts"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceExportLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"amounts"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amounts"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<AdminInvoiceExportLinkMutation, AdminInvoiceExportLinkMutationVariables>;
export const AdminInvoiceChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminInvoiceChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<AdminInvoiceChangedSubscription, AdminInvoiceChangedSubscriptionVariables>;
export const AdminJobCardPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminJobCardPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JobCardFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobCardPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminJobCardSummary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminJobCardSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"carRego"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdDateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"termsAcceptance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]}}]} as unknown as DocumentNode<AdminJobCardPageQuery, AdminJobCardPageQueryVariables>;
export const AdminJobCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminJobCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminJobCardDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminJobCardDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"customerComplaint"}},{"kind":"Field","name":{"kind":"Name","value":"carRego"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"mechanicNotes"}},{"kind":"Field","name":{"kind":"Name","value":"finalItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"estimateCostCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"termsAcceptance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"signatureKind"}},{"kind":"Field","name":{"kind":"Name","value":"signedName"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"documentSha256"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode<AdminJobCardQuery, AdminJobCardQueryVariables>;
export const AdminCreateJobCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateJobCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateJobCardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createJobCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}}]}}]}}]} as unknown as DocumentNode<AdminCreateJobCardMutation, AdminCreateJobCardMutationVariables>;
export const AdminUpdateJobCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateJobCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateJobCardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateJobCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminJobCardDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminJobCardDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"customerComplaint"}},{"kind":"Field","name":{"kind":"Name","value":"carRego"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"mechanicNotes"}},{"kind":"Field","name":{"kind":"Name","value":"finalItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"estimateCostCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"termsAcceptance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"signatureKind"}},{"kind":"Field","name":{"kind":"Name","value":"signedName"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"documentSha256"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUpdateJobCardMutation, AdminUpdateJobCardMutationVariables>;
export const AdminDeleteJobCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteJobCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteJobCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteJobCardMutation, AdminDeleteJobCardMutationVariables>;
export const AdminGenerateQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminGenerateQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateQuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminGenerateQuoteMutation, AdminGenerateQuoteMutationVariables>;
export const AdminJobCardChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminJobCardChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobCardChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<AdminJobCardChangedSubscription, AdminJobCardChangedSubscriptionVariables>;
export const AdminJobCardInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminJobCardInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminJobCardInvoice"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminJobCardInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"gstCents"}},{"kind":"Field","name":{"kind":"Name","value":"gstPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeGst"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminJobCardInvoiceQuery, AdminJobCardInvoiceQueryVariables>;
export const AdminCompleteJobAndInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCompleteJobAndInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobCardId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gstIncluded"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"finalItems"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JobCardItemInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mechanicNotes"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeJobAndInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jobCardId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobCardId"}}},{"kind":"Argument","name":{"kind":"Name","value":"gstIncluded"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gstIncluded"}}},{"kind":"Argument","name":{"kind":"Name","value":"finalItems"},"value":{"kind":"Variable","name":{"kind":"Name","value":"finalItems"}}},{"kind":"Argument","name":{"kind":"Name","value":"mechanicNotes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mechanicNotes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminJobCardInvoice"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminJobCardInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"gstCents"}},{"kind":"Field","name":{"kind":"Name","value":"gstPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeGst"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminCompleteJobAndInvoiceMutation, AdminCompleteJobAndInvoiceMutationVariables>;
export const AdminRegenerateInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRegenerateInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobCardId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regenerateInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jobCardId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobCardId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminJobCardInvoice"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminJobCardInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"gstCents"}},{"kind":"Field","name":{"kind":"Name","value":"gstPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeGst"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminRegenerateInvoiceMutation, AdminRegenerateInvoiceMutationVariables>;
export const AdminSystemInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSystemInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSystemInfo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReachability"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServerReachability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSystemInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sampledAt"}},{"kind":"Field","name":{"kind":"Name","value":"sampleIntervalSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"osInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"distro"}},{"kind":"Field","name":{"kind":"Name","value":"release"}},{"kind":"Field","name":{"kind":"Name","value":"arch"}},{"kind":"Field","name":{"kind":"Name","value":"hostname"}},{"kind":"Field","name":{"kind":"Name","value":"uptime"}},{"kind":"Field","name":{"kind":"Name","value":"loadPerCore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cpuUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usagePercentage"}},{"kind":"Field","name":{"kind":"Name","value":"averagePercentage"}},{"kind":"Field","name":{"kind":"Name","value":"averageWindowSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"cores"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ramUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"free"}},{"kind":"Field","name":{"kind":"Name","value":"usagePercentage"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storageUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"usagePercentage"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"fill"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bytesPerHour"}},{"kind":"Field","name":{"kind":"Name","value":"secondsUntilFull"}},{"kind":"Field","name":{"kind":"Name","value":"fullAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"cpu"}},{"kind":"Field","name":{"kind":"Name","value":"ram"}},{"kind":"Field","name":{"kind":"Name","value":"disk"}},{"kind":"Field","name":{"kind":"Name","value":"load"}}]}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"liveConnections"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"up"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mailOutbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"oldestWaitingSince"}},{"kind":"Field","name":{"kind":"Name","value":"oldestWaitingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"smtp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReachability"}}]}},{"kind":"Field","name":{"kind":"Name","value":"imap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReachability"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"thresholds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cpuWarning"}},{"kind":"Field","name":{"kind":"Name","value":"cpuCritical"}},{"kind":"Field","name":{"kind":"Name","value":"ramAvailableWarning"}},{"kind":"Field","name":{"kind":"Name","value":"ramAvailableCritical"}},{"kind":"Field","name":{"kind":"Name","value":"diskWarning"}},{"kind":"Field","name":{"kind":"Name","value":"diskCritical"}}]}}]}}]} as unknown as DocumentNode<AdminSystemInfoQuery, AdminSystemInfoQueryVariables>;
export const AdminSystemInfoLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminSystemInfoLive"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSystemInfo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReachability"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServerReachability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSystemInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sampledAt"}},{"kind":"Field","name":{"kind":"Name","value":"sampleIntervalSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"osInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"distro"}},{"kind":"Field","name":{"kind":"Name","value":"release"}},{"kind":"Field","name":{"kind":"Name","value":"arch"}},{"kind":"Field","name":{"kind":"Name","value":"hostname"}},{"kind":"Field","name":{"kind":"Name","value":"uptime"}},{"kind":"Field","name":{"kind":"Name","value":"loadPerCore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cpuUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usagePercentage"}},{"kind":"Field","name":{"kind":"Name","value":"averagePercentage"}},{"kind":"Field","name":{"kind":"Name","value":"averageWindowSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"cores"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ramUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"free"}},{"kind":"Field","name":{"kind":"Name","value":"usagePercentage"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storageUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"usagePercentage"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"fill"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bytesPerHour"}},{"kind":"Field","name":{"kind":"Name","value":"secondsUntilFull"}},{"kind":"Field","name":{"kind":"Name","value":"fullAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"cpu"}},{"kind":"Field","name":{"kind":"Name","value":"ram"}},{"kind":"Field","name":{"kind":"Name","value":"disk"}},{"kind":"Field","name":{"kind":"Name","value":"load"}}]}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"liveConnections"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"up"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mailOutbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"oldestWaitingSince"}},{"kind":"Field","name":{"kind":"Name","value":"oldestWaitingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"smtp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReachability"}}]}},{"kind":"Field","name":{"kind":"Name","value":"imap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReachability"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"thresholds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cpuWarning"}},{"kind":"Field","name":{"kind":"Name","value":"cpuCritical"}},{"kind":"Field","name":{"kind":"Name","value":"ramAvailableWarning"}},{"kind":"Field","name":{"kind":"Name","value":"ramAvailableCritical"}},{"kind":"Field","name":{"kind":"Name","value":"diskWarning"}},{"kind":"Field","name":{"kind":"Name","value":"diskCritical"}}]}}]}}]} as unknown as DocumentNode<AdminSystemInfoLiveSubscription, AdminSystemInfoLiveSubscriptionVariables>;
export const AdminMailboxStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMailboxStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailboxConfigured"}},{"kind":"Field","name":{"kind":"Name","value":"unreadMailCount"}}]}}]} as unknown as DocumentNode<AdminMailboxStatusQuery, AdminMailboxStatusQueryVariables>;
export const AdminUnreadMailCountChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminUnreadMailCountChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadMailCount"}}]}}]} as unknown as DocumentNode<AdminUnreadMailCountChangedSubscription, AdminUnreadMailCountChangedSubscriptionVariables>;
export const AdminDocumentLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDocumentLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"documentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"disposition"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentDisposition"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"documentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"disposition"},"value":{"kind":"Variable","name":{"kind":"Name","value":"disposition"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<AdminDocumentLinkMutation, AdminDocumentLinkMutationVariables>;
export const AdminVehicleHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminVehicleHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rego"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicleHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rego"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rego"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rego"}},{"kind":"Field","name":{"kind":"Name","value":"totalSpentCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"outstandingCents"}},{"kind":"Field","name":{"kind":"Name","value":"appointments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"jobCardId"}}]}}]}}]}}]} as unknown as DocumentNode<AdminVehicleHistoryQuery, AdminVehicleHistoryQueryVariables>;
export const AvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Availability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"closed"}},{"kind":"Field","name":{"kind":"Name","value":"availableTimes"}}]}}]}}]} as unknown as DocumentNode<AvailabilityQuery, AvailabilityQueryVariables>;
export const BookAppointmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookAppointment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppointmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookAppointment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preferredDate"}},{"kind":"Field","name":{"kind":"Name","value":"preferredTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<BookAppointmentMutation, BookAppointmentMutationVariables>;
export const CancelAppointmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelAppointment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelAppointment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CancelAppointmentMutation, CancelAppointmentMutationVariables>;
export const SendContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const PublicQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"carRego"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"superseded"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeGst"}},{"kind":"Field","name":{"kind":"Name","value":"gstPercent"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"gstCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"estimateCostCents"}}]}}]}}]}}]} as unknown as DocumentNode<PublicQuoteQuery, PublicQuoteQueryVariables>;
export const ApproveQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ApproveQuoteMutation, ApproveQuoteMutationVariables>;
export const DeclineQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeclineQuoteMutation, DeclineQuoteMutationVariables>;
export const SigningPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SigningPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signingPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rego"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"termsAcceptance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]}}]}}]} as unknown as DocumentNode<SigningPolicyQuery, SigningPolicyQueryVariables>;
export const SignPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignPolicyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SignPolicyMutation, SignPolicyMutationVariables>;
export const SiteInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"publicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"socialUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mapsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"abn"}},{"kind":"Field","name":{"kind":"Name","value":"serviceTypes"}},{"kind":"Field","name":{"kind":"Name","value":"openingHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}}]}}]}}]}}]} as unknown as DocumentNode<SiteInfoQuery, SiteInfoQueryVariables>;