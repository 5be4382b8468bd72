/** Contact messages from the public site, and the admin's queries with replies. */
import { defineFeature } from '../../feature.js';
import { CONTACT_AUDIT_ACTIONS } from './contact.audit.js';
import { ContactAdminResolver } from './contact-admin.resolver.js';
import { ContactQuery } from './contact-query.entity.js';
import { contactOperations } from './contact.operations.js';
import { ContactService } from './contact.service.js';
import { CONTACT_TEMPLATES } from './contact.templates.js';

declare module '../../services.js' {
  interface Services {
    contact: ContactService;
  }
}

declare module '../../shared/pubsub.js' {
  interface Events {
    'contact.received': { id: string };
    'contact.changed': { id: string | null };
  }
}

export const contactFeature = defineFeature({
  name: 'contact',
  apiArea: 'customers',
  auditActions: CONTACT_AUDIT_ACTIONS,
  entities: [ContactQuery],
  tables: ['contact_query'],
  templates: CONTACT_TEMPLATES,
  services: ({ config, clock, changes }) => ({ contact: new ContactService({ config, clock, changes }) }),
  operations: contactOperations,
  resolvers: [{ type: ContactAdminResolver, create: ({ services }) => new ContactAdminResolver(services.contact) }],
});
