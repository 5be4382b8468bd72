/**
 * The operations an anonymous caller may run: the web app's own, as codegen lists them with their
 * sha256 (web/src/gql/persisted-documents.json, committed and drift-checked). A caller names one by
 * its hash (Apollo's `persistedQuery` extension) or sends its text: exactly the listed text, or the
 * same document as Apollo Client prints it (its layout and field order, the `__typename` fields its
 * cache adds), recognised by printing both the way codegen does.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { printExecutableGraphQLDocument } from '@graphql-tools/documents';
import { Kind, parse, visit, type DocumentNode } from 'graphql';
import { REPO_ROOT } from '../config.js';

export const TRUSTED_DOCUMENTS_FILE = path.join(REPO_ROOT, 'web', 'src', 'gql', 'persisted-documents.json');

/** Texts recognised beyond the listed ones (other clients' layouts of a listed document); the oldest goes first. */
const MAX_ADMITTED = 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Without the `__typename` fields a client adds (unaliased ones only: an aliased one is a field of its own). */
function withoutTypenames(document: DocumentNode): DocumentNode {
  return visit(document, {
    [Kind.FIELD]: (field) => (field.name.value === '__typename' && !field.alias && !field.directives?.length ? null : undefined),
  });
}

export class TrustedDocuments {
  /** sha256 (hex) of each listed text → that text. */
  private readonly texts = new Map<string, string>();
  /** sha256 (hex) of a text seen and recognised → the listed document's sha256. */
  private readonly admitted = new Map<string, string>();
  /** Longer texts, or more tokens, cannot be a listed document however a client lays it out. */
  private readonly maxLength: number;
  private readonly maxTokens: number;

  constructor(manifest: Readonly<Record<string, string>>) {
    let longest = 0;
    for (const [id, text] of Object.entries(manifest)) {
      const hash = id.replace(/^sha256:/, '');
      this.texts.set(hash, text);
      // The listed text is codegen's print of its document; a mismatch would make the hash unusable.
      if (sha256(text) !== hash) throw new Error(`trusted document ${id}: its hash is not its text's sha256`);
      longest = Math.max(longest, text.length);
    }
    // A client's print indents and adds `__typename` to each selection: a few times the compact text.
    this.maxLength = longest * 4 + 1024;
    this.maxTokens = Math.ceil(longest / 2) + 256;
  }

  static load(file = TRUSTED_DOCUMENTS_FILE): TrustedDocuments {
    return new TrustedDocuments(existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {});
  }

  get size(): number {
    return this.texts.size;
  }

  /** The listed text of a hash (hex, or `sha256:`hex), if it is one of the app's documents. */
  text(hash: string): string | undefined {
    return this.texts.get(hash.replace(/^sha256:/, ''));
  }

  /**
   * The listed document a query text is (its sha256), or null. `hash` is the text's own sha256
   * (Apollo computes it for every request). A text longer than any listed document could be is
   * refused unread; a shorter one is parsed with a token limit a listed document stays under.
   */
  idOf(hash: string, text: string): string | null {
    if (this.texts.has(hash)) return hash;
    const known = this.admitted.get(hash);
    if (known) return known;
    if (text.length > this.maxLength) return null;
    let printed: string;
    try {
      printed = printExecutableGraphQLDocument(withoutTypenames(parse(text, { maxTokens: this.maxTokens, noLocation: true })));
    } catch {
      return null;
    }
    const id = sha256(printed);
    if (!this.texts.has(id)) return null;
    if (this.admitted.size >= MAX_ADMITTED) this.admitted.delete(this.admitted.keys().next().value!);
    this.admitted.set(hash, id);
    return id;
  }
}
