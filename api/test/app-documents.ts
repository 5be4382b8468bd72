/** The web app's own GraphQL documents (codegen's persisted-documents.json), the ones anonymous callers may run. */
import { readFileSync } from 'node:fs';
import { TRUSTED_DOCUMENTS_FILE } from '../src/http/trusted-documents.js';

const manifest = JSON.parse(readFileSync(TRUSTED_DOCUMENTS_FILE, 'utf8')) as Record<string, string>;

/** The listed text and sha256 (hex) of the app's operation `name`. */
export function appDocument(name: string): { query: string; hash: string } {
  const pattern = new RegExp(`^(query|mutation|subscription) ${name}\\b`, 'm');
  for (const [id, text] of Object.entries(manifest)) {
    if (text.split(/(?=\b(?:query|mutation|subscription|fragment) )/).some((part) => pattern.test(part))) return { query: text, hash: id.replace(/^sha256:/, '') };
  }
  throw new Error(`no app document named ${name}`);
}

export const appDocuments = (): string[] => Object.values(manifest);

/** Runs the app's operation `name` as the web app does (anonymously, unless `token` is given). */
export async function appGql(t: { url: string }, name: string, variables?: Record<string, unknown>, token?: string): Promise<{ status: number; data: any; errors?: any[] }> {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: appDocument(name).query, variables }),
  });
  const json = (await res.json()) as { data?: unknown; errors?: any[] };
  return { status: res.status, data: json.data, errors: json.errors };
}
