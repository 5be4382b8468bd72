/**
 * A setting's read (staff) and save (owners) at one REST path, GET and PUT. GraphQL answers `of`
 * the value (dates as dates), REST `json` (dates as ISO strings, the setting's documented shape);
 * a save answers `saved` before it over REST. REST reads a save's body as it comes, and the
 * setting's reader says what is wrong.
 */
import { getMetadataStorage } from 'type-graphql';
import { json, messageSchema, type JsonSchema } from '../../shared/json-schema.js';
import { arg, defineOperation, type Call } from '../../edge/operation.js';
import { jsonBody } from '../../edge/validate.js';
import type { Services } from '../../services.js';

/** The GraphQL name of a result class (its @ObjectType's). */
function graphqlName(type: Function): string {
  return getMetadataStorage().objectTypes.find((t) => t.target === type)?.name ?? type.name;
}

export function settingOperations<I extends object, V, G>(s: {
  names: { read: string; save: string };
  descriptions: { read: string; save: string };
  path: string;
  input: new () => I;
  result: new () => G;
  read: (services: Services) => V | Promise<V>;
  save: (call: Call, input: I) => Promise<V>;
  of: (value: V) => G | Promise<G>;
  json: (value: V) => object | Promise<object>;
  /** The schema of what `json` answers, where it is not the GraphQL result type's fields. */
  answer?: JsonSchema;
  saved: string;
}) {
  const answer = s.answer ?? json.graphqlType(graphqlName(s.result));
  return [
    defineOperation({
      name: s.names.read,
      kind: 'query',
      access: 'staff',
      description: s.descriptions.read,
      args: {},
      result: () => s.result,
      run: ({ services }) => s.read(services),
      graphql: s.of,
      rest: { method: 'GET', path: s.path, present: s.json, answer },
    }),
    defineOperation({
      name: s.names.save,
      kind: 'mutation',
      access: 'owner',
      description: s.descriptions.save,
      args: { input: arg.input(s.input) },
      result: () => s.result,
      run: (call, { input }) => s.save(call, input),
      graphql: s.of,
      rest: { method: 'PUT', path: s.path, args: ({ request }) => ({ input: jsonBody(request) as I }), present: async (value) => ({ message: s.saved, ...(await s.json(value)) }), answer: json.allOf([messageSchema, answer]) },
    }),
  ];
}
