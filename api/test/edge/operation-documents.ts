/**
 * A GraphQL document for any root field, made from the schema: every required argument given a
 * value of its type, and the least selection the field's type allows. The access tests call every
 * field this way, so a new field cannot be left out of them.
 */
import type { IntrospectionField, IntrospectionInputTypeRef, IntrospectionOutputTypeRef, IntrospectionQuery, IntrospectionType } from 'graphql';

const ID_VALUE = '"' + 'a'.repeat(24) + '"';

type Types = Map<string, IntrospectionType>;

function named(ref: IntrospectionInputTypeRef | IntrospectionOutputTypeRef): { name: string; list: boolean } {
  let list = false;
  let r = ref;
  while (r.kind === 'NON_NULL' || r.kind === 'LIST') {
    if (r.kind === 'LIST') list = true;
    r = r.ofType as typeof r;
  }
  return { name: (r as { name: string }).name, list };
}

function valueOf(ref: IntrospectionInputTypeRef, types: Types): string {
  const { name, list } = named(ref);
  const type = types.get(name)!;
  let value: string;
  if (type.kind === 'ENUM') value = type.enumValues[0].name;
  else if (type.kind === 'INPUT_OBJECT') {
    const required = type.inputFields.filter((f) => f.type.kind === 'NON_NULL' && f.defaultValue == null);
    value = `{ ${required.map((f) => `${f.name}: ${valueOf(f.type, types)}`).join(', ')} }`;
  } else if (name === 'ID') value = ID_VALUE;
  else if (name === 'String' || name === 'DateTimeISO') value = '"x"';
  else if (name === 'Boolean') value = 'true';
  else value = '1';
  return list ? `[${value}]` : value;
}

function selection(ref: IntrospectionOutputTypeRef, types: Types): string {
  const type = types.get(named(ref).name)!;
  return type.kind === 'OBJECT' || type.kind === 'INTERFACE' || type.kind === 'UNION' ? ' { __typename }' : '';
}

/** `query { field(arg: …) { __typename } }` (or mutation, subscription) for one root field. */
export function documentFor(kind: 'query' | 'mutation' | 'subscription', field: IntrospectionField, types: Types): string {
  const args = field.args.filter((a) => a.type.kind === 'NON_NULL' && a.defaultValue == null);
  const argText = args.length ? `(${args.map((a) => `${a.name}: ${valueOf(a.type, types)}`).join(', ')})` : '';
  return `${kind} { ${field.name}${argText}${selection(field.type, types)} }`;
}

/** Every root field of the schema with its document. */
export function rootFields(schema: IntrospectionQuery['__schema']): Array<{ kind: 'query' | 'mutation' | 'subscription'; name: string; document: string }> {
  const types: Types = new Map(schema.types.map((t) => [t.name, t]));
  const roots = [
    ['query', schema.queryType?.name],
    ['mutation', schema.mutationType?.name],
    ['subscription', schema.subscriptionType?.name],
  ] as const;
  return roots.flatMap(([kind, name]) => {
    const type = name ? types.get(name) : undefined;
    if (!type || type.kind !== 'OBJECT') return [];
    return type.fields.map((f) => ({ kind, name: f.name, document: documentFor(kind, f, types) }));
  });
}
