/**
 * The active parts of one bin, every page of them (a stocktake posts at most 500 parts), asked of
 * the server afresh each time (the stock on hand counted against must be today's). Only the answer
 * to the bin asked last is kept.
 */
import { useCallback, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { AdminPartsDocument } from '../../../gql/graphql';
import type { Part } from './part-draft';

/** The api's largest page of parts. */
const PAGE = 100;
/** The most parts one stocktake posts (the api's limit). */
export const MAX_STOCKTAKE_PARTS = 500;

export type BinParts =
  | { state: 'idle' }
  | { state: 'loading'; bin: string }
  | { state: 'failed'; bin: string; error: unknown }
  | { state: 'loaded'; bin: string; parts: Part[]; more: boolean };

export function useBinParts() {
  const client = useApolloClient();
  const [result, setResult] = useState<BinParts>({ state: 'idle' });
  const asked = useRef(0);

  const load = useCallback(
    /** Asks for the bin's parts; answers them (null when the load failed or another bin was asked for since). */
    async (bin: string, { quiet = false }: { quiet?: boolean } = {}): Promise<Part[] | null> => {
      const ask = ++asked.current;
      if (!quiet) setResult({ state: 'loading', bin });
      try {
        const parts: Part[] = [];
        let after: string | null = null;
        do {
          const variables: { filter: { bin: string }; limit: number; after?: string } = { filter: { bin }, limit: PAGE };
          if (after) variables.after = after;
          const { data } = await client.query({ query: AdminPartsDocument, variables, fetchPolicy: 'network-only' });
          if (!data) throw new Error('No answer from the server.');
          parts.push(...data.parts.items);
          after = data.parts.nextCursor ?? null;
        } while (after && parts.length < MAX_STOCKTAKE_PARTS);
        if (ask !== asked.current) return null;
        const listed = parts.slice(0, MAX_STOCKTAKE_PARTS);
        setResult({ state: 'loaded', bin, parts: listed, more: Boolean(after) || parts.length > MAX_STOCKTAKE_PARTS });
        return listed;
      } catch (error) {
        if (ask === asked.current) setResult({ state: 'failed', bin, error });
        return null;
      }
    },
    [client],
  );

  const clear = useCallback(() => {
    asked.current++;
    setResult({ state: 'idle' });
  }, []);

  return { result, load, clear };
}
