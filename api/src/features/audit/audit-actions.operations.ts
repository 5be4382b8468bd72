/** The words of the audit trail's actions, as the features declare them (the Activity page's filter and rows). */
import { defineOperation } from '../../edge/operation.js';
import { AuditActionKind } from '../../platform/audit/audit-actions.js';

export const auditActionOperations = [
  defineOperation({
    name: 'auditActions',
    kind: 'query',
    access: 'staff',
    description: 'Every action the audit trail records, in words, with the kind of record it is done to (staff).',
    args: {},
    result: () => [AuditActionKind],
    run: ({ services }) => services.audit.actions,
  }),
];
