/** What the API key operations answer. */
import { Field, ObjectType } from 'type-graphql';
import { ApiKey } from './api-key.entity.js';

@ObjectType({ description: 'A scope an API key may hold, and what it allows.' })
export class ApiScopeInfo {
  @Field(() => String, { description: 'e.g. "invoices:read".' })
  name!: string;

  @Field(() => String, { description: 'The area of the workshop: appointments, customers, jobcards, invoices, parts or reports.' })
  area!: string;

  @Field(() => String, { description: '"read" (queries, REST GETs) or "write" (mutations and other REST calls).' })
  access!: string;

  @Field(() => String)
  description!: string;
}

@ObjectType({ description: 'A key just made: the key itself is in this answer only, never again.' })
export class CreatedApiKey {
  @Field(() => String, { description: 'The key, "tac_…": send it as `Authorization: Bearer <key>`. Keep it secret; it is not shown again.' })
  key!: string;

  @Field(() => ApiKey)
  apiKey!: ApiKey;
}
