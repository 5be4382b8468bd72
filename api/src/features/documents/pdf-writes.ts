/**
 * pdfkit turns every line it writes into its own byte array: each operator of a page's content,
 * and each object of the file (four writes per object, each pushed down the output stream). A
 * tagged table writes a structure element per cell and two marked-content lines around it, so a
 * year's statement made tens of thousands of tiny arrays, and the collector's work doubled the
 * render. Here the lines are gathered as text and turned into bytes in large runs: the same bytes,
 * at the same offsets, in far fewer arrays.
 *
 * pdfkit converts a written string by its character codes, one byte each ('latin1'): so does this.
 */
import type { Pdf } from './pdf.types.js';

/** Text gathered up to this many characters before it becomes one byte array. */
const RUN = 64 * 1024;

type Chunk = string | Uint8Array;

interface DocumentInternals {
  _write(data: Chunk): void;
  _offset: number;
  push(chunk: Uint8Array | null): boolean;
  page?: { content: ContentInternals };
  on(event: 'pageAdded', listener: () => void): void;
}

interface ContentInternals {
  write(chunk: Chunk): void;
  finalize(): void;
}

/** Text gathered into runs of up to RUN characters; `emit` gets each run as bytes. */
function gathered(emit: (bytes: Uint8Array) => unknown): { add(text: string): void; flush(): void } {
  let pending = '';
  const flush = () => {
    if (!pending) return;
    const bytes = Buffer.from(pending, 'latin1');
    pending = '';
    emit(bytes);
  };
  return {
    add(text) {
      pending += text;
      if (pending.length >= RUN) flush();
    },
    flush,
  };
}

/** Gathers the document's writes and each page's content writes (call once, right after creating it). */
export function batchWrites(doc: Pdf): void {
  const internals = doc as unknown as DocumentInternals;
  const push = internals.push.bind(doc);
  const run = gathered(push);
  internals._write = (data) => {
    if (data instanceof Uint8Array) {
      run.flush();
      push(data);
      internals._offset += data.length;
      return;
    }
    const line = `${data}\n`;
    run.add(line);
    internals._offset += line.length;
  };
  internals.push = (chunk) => {
    if (chunk === null) run.flush();
    return push(chunk);
  };
  if (internals.page) batchContent(internals.page.content);
  internals.on('pageAdded', () => batchContent(internals.page!.content));
}

/** A page's content stream: its operator lines gathered until it is written out. */
function batchContent(content: ContentInternals): void {
  const write = content.write.bind(content);
  const finalize = content.finalize.bind(content);
  const run = gathered(write);
  content.write = (chunk) => {
    if (chunk instanceof Uint8Array) {
      run.flush();
      write(chunk);
      return;
    }
    run.add(`${chunk}\n`);
  };
  content.finalize = () => {
    run.flush();
    finalize();
  };
}
