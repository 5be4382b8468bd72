/**
 * Who each request acts as (shared/actor.ts): a customer from its address until a staff token is
 * verified (the admin guard, or the GraphQL context), then that member of staff. The request runs
 * inside its scope, so a change unit anywhere below records the right actor.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AdminClaims } from '../features/auth/auth.types.js';
import { apiKeyActor, customerActor, runAs, staffActor, type ActorScope } from '../shared/actor.js';

declare module 'fastify' {
  interface FastifyRequest {
    actorScope: ActorScope | null;
  }
}

export function installActorScope(app: FastifyInstance): void {
  app.decorateRequest('actorScope', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const scope: ActorScope = { actor: customerActor(request.ip) };
    request.actorScope = scope;
    runAs(scope, done);
  });
  // Reading the body may continue outside the scope: the handler is entered in it again.
  app.addHook('preHandler', (request, _reply, done) => (request.actorScope ? runAs(request.actorScope, done) : done()));
}

/** The request acts as this member of staff (or API key) from now on. */
export function actAsStaff(request: FastifyRequest, admin: AdminClaims | null): void {
  if (!admin || !request.actorScope) return;
  request.actorScope.actor = admin.apiKey ? apiKeyActor(admin.apiKey.id, admin.apiKey.name, request.ip) : staffActor(admin.sub, admin.name ?? admin.username, request.ip);
}
