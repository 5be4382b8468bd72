/**
 * The GraphQL fields of a feature's operations: one resolver class per feature, its methods made
 * from the declarations and decorated as TypeGraphQL's decorators would be written by hand.
 */
import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Services } from '../services.js';
import { MFA_SETUP, OFFICE, OWNER } from './admin.js';
import type { GraphQLContext } from './context.js';
import { apiScopeOf, isStaffOnly, type Call, type Operation } from './operation.js';
import { requireApiScope } from './api-scope.js';

/** What a resolver instance is made with. */
interface Made {
  services: Services;
}

/** The call as GraphQL has it. */
function graphqlCall(ctx: GraphQLContext, services: Services): Call {
  return { em: ctx.em, services, caller: ctx.admin, ip: ctx.ip, userAgent: ctx.userAgent, requestId: ctx.requestId, cookies: ctx.cookies };
}

/**
 * Counts a public write against the caller's limit, and holds an API key to its scopes (who may
 * call is otherwise the schema's @Authorized).
 */
async function admitGraphQL(operation: Operation, ctx: GraphQLContext): Promise<void> {
  if (operation.access === 'public-write') await ctx.limitPublicWrite();
  else if (ctx.admin?.apiKey && isStaffOnly(operation.access)) requireApiScope(ctx.admin.apiKey, apiScopeOf(operation));
}

function pascal(name: string): string {
  return name.replace(/(^|[-_])(\w)/g, (_m, _s, c: string) => c.toUpperCase());
}

/** A resolver class with one field per operation, and how to make its instance. */
export function operationResolver(feature: string, operations: readonly Operation[]): { type: Function; create(edge: Made): object } {
  const named = `${pascal(feature)}Operations`;
  const type = {
    [named]: class {
      constructor(readonly made: Made) {}
    },
  }[named];
  const proto = type.prototype as unknown as Record<string, unknown>;
  for (const operation of operations.filter((o) => o.only !== 'rest')) {
    const names = Object.keys(operation.args);
    proto[operation.name] = async function (this: InstanceType<typeof type>, ...params: unknown[]) {
      const ctx = params[names.length] as GraphQLContext;
      await admitGraphQL(operation, ctx);
      const values = Object.fromEntries(names.map((name, i) => [name, params[i]]));
      const result = await operation.run(graphqlCall(ctx, this.made.services), values as never);
      return operation.graphql ? operation.graphql(result) : result;
    };
    const descriptor = Object.getOwnPropertyDescriptor(proto, operation.name)!;
    names.forEach((name, i) => {
      const spec = operation.args[name];
      if (spec.flat) Args(spec.type as never)(proto, operation.name, i);
      else {
        const options = { nullable: spec.nullable ?? false, ...(spec.description ? { description: spec.description } : {}), ...(spec.defaultValue !== undefined ? { defaultValue: spec.defaultValue } : {}) };
        Arg(name, spec.type as never, options)(proto, operation.name, i);
      }
    });
    Ctx()(proto, operation.name, names.length);
    if (operation.access === 'mfa-setup') Authorized(MFA_SETUP)(proto, operation.name, descriptor);
    else if (operation.access === 'owner') Authorized(OWNER)(proto, operation.name, descriptor);
    else if (operation.access === 'staff') Authorized(OFFICE)(proto, operation.name, descriptor);
    else if (operation.access === 'floor') Authorized()(proto, operation.name, descriptor);
    const field = operation.kind === 'query' ? Query : Mutation;
    field(operation.result as never, { description: operation.description || undefined, nullable: operation.nullable ?? false })(proto, operation.name, descriptor);
  }
  Resolver()(type);
  return { type, create: (edge) => new type(edge) };
}
