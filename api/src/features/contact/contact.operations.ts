/** The contact form and the back office's contact queries: each operation's GraphQL field and REST route. */
import { json, messageSchema } from '../../shared/json-schema.js';
import { arg, defineOperation } from '../../edge/operation.js';
import { defineMessageOperation } from '../../edge/message-operation.js';
import { MessageResult } from '../../shared/message-result.js';
import { ContactQuery } from './contact-query.entity.js';
import { contactQueryJson, contactQuerySchema } from './contact.json.js';
import { CleanupResult } from './contact.types.js';
import { ContactInput } from './contact.inputs.js';
import { CONTACT_RECEIVED_MESSAGE } from './contact.service.js';

export const contactOperations = [
  defineOperation({
    name: 'sendContactMessage',
    kind: 'mutation',
    access: 'public-write',
    description: 'Sends a message to the workshop from the contact form.',
    args: { input: arg.input(ContactInput) },
    result: () => MessageResult,
    run: ({ em, services }, { input }) => services.contact.submit(em, input),
    graphql: () => new MessageResult(CONTACT_RECEIVED_MESSAGE),
    rest: { method: 'POST', path: '/api/contact', status: 201, present: (query) => ({ message: CONTACT_RECEIVED_MESSAGE, _id: query._id }), answer: json.extend(messageSchema, { _id: json.id() }) },
  }),
  defineOperation({
    name: 'contactQueries',
    kind: 'query',
    access: 'staff',
    description: 'Every contact query, newest first (admin).',
    args: {},
    result: () => [ContactQuery],
    run: ({ em, services }) => services.contact.list(em),
    rest: { method: 'GET', path: '/api/admin/contact-queries', present: (queries) => queries.map(contactQueryJson), answer: json.array(contactQuerySchema) },
  }),
  defineMessageOperation({
    name: 'replyToContactQuery',
    kind: 'mutation',
    access: 'staff',
    description: 'Emails a reply to the customer and marks the query replied (admin).',
    args: { id: arg.id(), replyMessage: arg.string() },
    run: ({ em, services }, { id, replyMessage }) => services.contact.reply(em, id, replyMessage),
    rest: { method: 'POST', path: '/api/admin/contact-queries/:id/reply' },
  }),
  defineMessageOperation({
    name: 'deleteContactQuery',
    kind: 'mutation',
    access: 'staff',
    description: 'Deletes a contact query (admin).',
    args: { id: arg.id() },
    run: ({ em, services }, { id }) => services.contact.delete(em, id),
    rest: { method: 'DELETE', path: '/api/admin/contact-queries/:id' },
  }),
  defineOperation({
    name: 'cleanupContactQueries',
    kind: 'mutation',
    access: 'staff',
    description: 'Deletes queries inactive (neither received nor replied) for over 30 days (admin).',
    args: {},
    result: () => CleanupResult,
    run: ({ em, services }) => services.contact.cleanup(em),
    rest: { method: 'POST', path: '/api/admin/contact-queries/cleanup' },
  }),
];
