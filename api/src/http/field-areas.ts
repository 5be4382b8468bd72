/**
 * The fields a feature adds to another feature's types (its field resolvers, e.g. job invoicing's
 * `JobCard.invoice`), each in the adding feature's API area: an API key reads such a field only
 * with that area's read scope (edge/api-scope.ts), so a key for job cards cannot read invoices
 * through a job card. A feature without an area adds fields no key may read. Root fields are held
 * to their operation's scope where they are resolved (edge/operation-graphql.ts).
 */
import { getMetadataStorage } from 'type-graphql';
import type { ApiArea } from '../edge/api-scope.js';

/** `Type.field` → the area of the feature that resolves it, for every field resolver of the listed classes. */
export function fieldAreas(resolverAreas: ReadonlyMap<Function, ApiArea | null>): ReadonlyMap<string, ApiArea | null> {
  const storage = getMetadataStorage();
  const typeName = (target: Function) => storage.objectTypes.find((o) => o.target === target)?.name;
  const areas = new Map<string, ApiArea | null>();
  for (const resolver of storage.fieldResolvers) {
    if (!resolverAreas.has(resolver.target)) continue;
    const of = resolver.getObjectType?.() ?? storage.resolverClasses.find((c) => c.target === resolver.target)?.getObjectType();
    const parent = of && typeName(of);
    if (parent) areas.set(`${parent}.${resolver.schemaName}`, resolverAreas.get(resolver.target) ?? null);
  }
  return areas;
}
