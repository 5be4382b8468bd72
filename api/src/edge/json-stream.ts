/**
 * A whole list as one JSON array, written while it is read: page after page from the database, so
 * 20,000 invoices never sit in memory at once and the first bytes leave after the first page.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Sends `[item, item, …]` from `pages`. The first page is read before anything is sent, so a bad
 * filter still answers 400 with a message; a failure later cuts the answer short (logged), which a
 * client sees as invalid JSON, never as a shorter list.
 */
export async function sendJsonArray<T>(reply: FastifyReply, pages: AsyncIterable<T[]>, toJson: (item: T) => unknown): Promise<FastifyReply> {
  const iterator = pages[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* chunks(): AsyncGenerator<string> {
    let page = first;
    let separator = '';
    try {
      yield '[';
      while (!page.done) {
        let text = '';
        for (const item of page.value) {
          text += separator + JSON.stringify(toJson(item));
          separator = ',';
        }
        if (text) yield text;
        page = await iterator.next();
      }
      yield ']';
    } finally {
      if (!page.done) await iterator.return?.(undefined);
    }
  }
  return reply.type('application/json; charset=utf-8').send(Readable.from(chunks(), { objectMode: false }));
}
