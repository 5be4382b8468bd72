/**
 * Kept GraphQL answers: given again without executing while the field's version stands; made
 * afresh after a change, with errors, with another root field beside,
 * while the version cannot be read, or when a change came while the answer was made.
 */
import { ApolloServer } from '@apollo/server';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GraphQLContext } from '../edge/context.js';
import { keptAnswersPlugin } from './kept-answers.js';

let version: number | null;
let executions: number;
/** Runs during execution (e.g. a booking arriving while the week is read). */
let during: () => void;

const typeDefs = 'type Query { week(from: String!): [String!]!  other: Int!  broken: Int }';
const Query = {
  week: (_: unknown, { from }: { from: string }) => {
    executions++;
    during();
    return [`${from}#${executions}`];
  },
  other: () => 1,
  broken: () => {
    executions++;
    throw new Error('no');
  },
};

const server = new ApolloServer<GraphQLContext>({
  typeDefs,
  resolvers: { Query },
  plugins: [keptAnswersPlugin(new Map([['week', { version: () => version }], ['broken', { version: () => version }]]))],
});

const admin = { admin: { username: 'admin' } } as unknown as GraphQLContext;
const nobody = { admin: null } as unknown as GraphQLContext;

async function ask(query: string, contextValue = admin, variables: Record<string, unknown> = { from: 'mon' }) {
  const res = await server.executeOperation({ query, variables }, { contextValue });
  if (res.body.kind !== 'single') throw new Error('not a single answer');
  return res.body.singleResult;
}

const WEEK = 'query($from: String!) { week(from: $from) }';

// Versions only grow, as a diary's generation does: each test starts beyond the last one's.
let base = 0;
beforeEach(() => {
  base += 100;
  version = base;
  executions = 0;
  during = () => {};
});

describe('kept answers', () => {
  it('are given again without executing while the version stands, and made afresh after a change', async () => {
    expect((await ask(WEEK)).data).toEqual({ week: ['mon#1'] });
    expect((await ask(WEEK)).data).toEqual({ week: ['mon#1'] });
    expect(executions).toBe(1);
    // Other variables are another answer.
    expect((await ask(WEEK, admin, { from: 'tue' })).data).toEqual({ week: ['tue#2'] });
    version = base + 1;
    expect((await ask(WEEK)).data).toEqual({ week: ['mon#3'] });
    expect((await ask(WEEK)).data).toEqual({ week: ['mon#3'] });
    expect(executions).toBe(3);
  });

  it('are kept for callers not signed in apart from staff’s: neither is ever given the other’s', async () => {
    expect((await ask(WEEK)).data).toEqual({ week: ['mon#1'] });
    expect((await ask(WEEK, nobody)).data).toEqual({ week: ['mon#2'] });
    expect((await ask(WEEK, nobody)).data).toEqual({ week: ['mon#2'] });
    expect((await ask(WEEK)).data).toEqual({ week: ['mon#1'] });
    expect(executions).toBe(2);
    version = (version ?? 0) + 1;
    expect((await ask(WEEK, nobody)).data).toEqual({ week: ['mon#3'] });
  });

  it('are not kept with errors, beside a field that is not kept, or while the version cannot be read', async () => {
    await ask('{ broken }');
    expect((await ask('{ broken }')).errors).toHaveLength(1);
    expect(executions).toBe(2);
    await ask('query($from: String!) { week(from: $from) other }');
    await ask('query($from: String!) { week(from: $from) other }');
    expect(executions).toBe(4);
    version = null;
    await ask(WEEK);
    await ask(WEEK);
    expect(executions).toBe(6);
  });

  it('are not kept when a change came while they were made', async () => {
    during = () => {
      version = (version ?? 0) + 1;
    };
    await ask(WEEK);
    during = () => {};
    expect((await ask(WEEK)).data).toEqual({ week: ['mon#2'] });
    expect((await ask(WEEK)).data).toEqual({ week: ['mon#2'] });
    expect(executions).toBe(2);
  });
});
