/**
 * An operation whose answer is a message for the person who made the call ("Appointment
 * deleted."): `run` returns the text; GraphQL answers it as a MessageResult, REST as `{ message }`.
 *
 *     defineMessageOperation({
 *       name: 'deleteContactQuery', kind: 'mutation', access: 'staff',
 *       description: 'Deletes a contact query (admin).',
 *       args: { id: arg.id() },
 *       run: ({ em, services }, { id }) => services.contact.delete(em, id),
 *       rest: { method: 'DELETE', path: '/api/admin/contact-queries/:id' },
 *     });
 */
import { MessageResult } from '../shared/message-result.js';
import { messageSchema } from '../shared/json-schema.js';
import { defineOperation, type ArgSpecs, type Operation } from './operation.js';

type MessageRest<A extends ArgSpecs> = Omit<NonNullable<Operation<A, string>['rest']>, 'present' | 'answer'>;
type MessageOperation<A extends ArgSpecs> = Omit<Operation<A, string>, 'result' | 'graphql' | 'rest'> & { readonly rest?: MessageRest<A> };

/** Declares an operation that answers a message (see above). */
export function defineMessageOperation<A extends ArgSpecs>(operation: MessageOperation<A>): Operation {
  const { rest } = operation;
  return defineOperation<A, string>({
    ...operation,
    result: () => MessageResult,
    graphql: (text) => new MessageResult(text),
    rest: rest && { ...rest, present: (text) => ({ message: text }), answer: messageSchema },
  });
}
