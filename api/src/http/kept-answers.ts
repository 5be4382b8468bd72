/**
 * Whole GraphQL answers kept between changes, for the root query fields a feature declares
 * (`keptFields` in its descriptor, e.g. the diary's `diary`). A busy diary week is 600
 * appointments: executing it is 12,000 fields for graphql-js on every staff screen's read, though
 * it changes only when a booking, block or job card does; the booking form's `availability` is the
 * busiest public read. An answer is kept per caller (each signed-in admin, and anonymous callers
 * together, who run only the app's own documents: graphql-guard.ts), when every root field of the
 * operation is kept, it has no errors, and what tells its fields are current (their `version`) did
 * not move while it was made; it is given again, instead of executing, while their versions stand.
 * Parsing, validation, context and sending are Apollo's as for any answer; an anonymous caller's
 * kept answer is also given before the framework (graphql-hot-path.ts: `publicAnswer`).
 */
import type { ApolloServerPlugin, GraphQLRequestContext, GraphQLResponse } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import type { FormattedExecutionResult, OperationDefinitionNode } from 'graphql';
import type { GraphQLContext } from '../edge/context.js';
import type { KeptField } from '../feature.js';

/** Staff answers kept at once (a few staff screens on a few weeks); the oldest goes first. */
const MAX_ANSWERS = 16;
/** Anonymous answers kept at once: small ones (a date's times), for the dates the booking form offers. */
const MAX_PUBLIC_ANSWERS = 500;

interface Kept {
  fields: KeptField[];
  versions: number[];
  result: FormattedExecutionResult;
  /** The HTTP body Apollo sends for it, made the first time it is given before the framework. */
  body?: string;
}

type RequestContext = GraphQLRequestContext<GraphQLContext>;

/** The kept fields an operation asks for, or null when any of its root selections is not one. */
function keptFieldsOf(operation: OperationDefinitionNode | undefined, fields: ReadonlyMap<string, KeptField>): KeptField[] | null {
  if (operation?.operation !== 'query') return null;
  const asked: KeptField[] = [];
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== 'Field' || selection.directives?.length) return null;
    if (selection.name.value === '__typename') continue;
    const field = fields.get(selection.name.value);
    if (!field) return null;
    asked.push(field);
  }
  return asked.length ? asked : null;
}

/** The fields' versions now, or null when one of them cannot be kept at the moment. */
function versionsOf(fields: KeptField[]): number[] | null {
  const versions: number[] = [];
  for (const field of fields) {
    const version = field.version();
    if (version === null) return null;
    versions.push(version);
  }
  return versions;
}

const same = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** What an answer is kept under: the caller (anonymous callers together), the operation, its text and variables. */
export function keptKey(username: string, operationName: string, source: string, variables: unknown): string {
  return JSON.stringify([username, operationName, source, variables ?? {}]);
}

/** The answers kept for one server: its Apollo plugin, and the anonymous ones for the hot path. */
export class KeptAnswers {
  private readonly staffAnswers = new Map<string, Kept>();
  private readonly publicAnswers = new Map<string, Kept>();

  constructor(private readonly fields: ReadonlyMap<string, KeptField>) {}

  /**
   * The HTTP body of an anonymous caller's kept answer under `key` (keptKey with no username),
   * while its fields' versions stand: Apollo's own bytes for it (prettyJSONStringify of the
   * result's errors, data and extensions, in that order, and a newline).
   */
  publicAnswer(key: string): string | undefined {
    const found = this.publicAnswers.get(key);
    if (!found) return undefined;
    const now = versionsOf(found.fields);
    if (!now || !same(now, found.versions)) return undefined;
    const { errors, data, extensions } = found.result;
    return (found.body ??= `${JSON.stringify({ errors, data, extensions })}\n`);
  }

  plugin(): ApolloServerPlugin<GraphQLContext> {
    const { fields, staffAnswers, publicAnswers } = this;
    return {
      async requestDidStart() {
        let key: string | null = null;
        let asked: KeptField[] = [];
        let versions: number[] | null = null;
        let answers = staffAnswers;
        return {
          async responseForOperation(ctx: RequestContext): Promise<GraphQLResponse | null> {
            const admin = ctx.contextValue.admin;
            const kept = keptFieldsOf(ctx.operation, fields);
            if (!kept) return null;
            asked = kept;
            versions = versionsOf(kept);
            if (!versions) return null;
            answers = admin ? staffAnswers : publicAnswers;
            key = keptKey(admin?.username ?? '', ctx.operationName ?? '', ctx.source ?? '', ctx.request.variables);
            const found = answers.get(key);
            if (!found || !same(found.versions, versions)) return null;
            return { http: { status: undefined, headers: new HeaderMap() }, body: { kind: 'single', singleResult: found.result } };
          },
          async willSendResponse(ctx: RequestContext) {
            const body = ctx.response.body;
            if (key === null || versions === null || body?.kind !== 'single') return;
            const result = body.singleResult;
            const now = versionsOf(asked);
            if (result.errors?.length || !now || !same(now, versions) || answers.get(key)?.result === result) return;
            answers.delete(key);
            if (answers.size >= (answers === staffAnswers ? MAX_ANSWERS : MAX_PUBLIC_ANSWERS)) answers.delete(answers.keys().next().value!);
            // Rebuilt as plain objects: graphql-js makes null-prototype ones, which JSON.stringify
            // writes at half the speed (2.3 against 1.1 ms for a busy week), and it writes this one often.
            answers.set(key, { fields: asked, versions, result: JSON.parse(JSON.stringify(result)) as FormattedExecutionResult });
          },
        };
      },
    };
  }
}

/** The Apollo plugin of a KeptAnswers of its own (for a server without the hot path). */
export function keptAnswersPlugin(fields: ReadonlyMap<string, KeptField>): ApolloServerPlugin<GraphQLContext> {
  return new KeptAnswers(fields).plugin();
}
