/**
 * Requests refused for their address alone: a control character in the path or query (400, before
 * any route or SQL sees it: PostgreSQL cannot store NUL), and a known path asked with a method it
 * does not take (405 with `Allow`; OPTIONS answers 204 with `Allow`; TRACE is never answered).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../shared/errors.js';
import { GRAPHQL_PATH } from './errors.js';

const CONTROL_CHARACTER_MESSAGE =
  'The address contains a control character (such as NUL or a line break) in a parameter: it is not a valid value.';

// eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
const RAW_CONTROL = /[\u0000-\u001f\u007f]/;
/** A percent-encoded C0 control or DEL (UTF-8 encodes them as one byte, so this finds every one). */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;
/** GraphQL documents and their JSON variables may hold tabs and line breaks (GET /graphql?query=…). */
const ENCODED_CONTROL_BUT_WHITESPACE = /%(?:0[0-8bcef]|1[0-9a-f]|7f)/i;

function hasControlCharacter(url: string): boolean {
  if (RAW_CONTROL.test(url)) return true;
  if (!url.includes('%')) return false;
  const graphql = url.startsWith(GRAPHQL_PATH) && (url.length === GRAPHQL_PATH.length || url[GRAPHQL_PATH.length] === '?');
  return (graphql ? ENCODED_CONTROL_BUT_WHITESPACE : ENCODED_CONTROL).test(url);
}

/** Refuses a request whose path or query holds a control character (answered in REST's or GraphQL's shape: errors.ts). */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    done(hasControlCharacter(request.url) ? AppError.badInput(CONTROL_CHARACTER_MESSAGE) : undefined);
  });
}

const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** The methods each registered path takes, found for a concrete address (the router itself only says 'not found'). */
export class AllowedMethods {
  private readonly exact = new Map<string, Set<string>>();
  private readonly patterns: { pattern: RegExp; methods: Set<string> }[] = [];

  /**
   * @param pagePaths - true for an address the web app answers GET on (a page or a built file:
   * every address outside /api and /graphql when the web app is served).
   */
  constructor(private readonly pagePaths: (pathname: string) => boolean = () => false) {}

  add(method: string, url: string): void {
    // The web app's catch-all: its addresses are `pagePaths`.
    if (url === '/*') return;
    let methods: Set<string> | undefined;
    if (!/[:*]/.test(url)) {
      methods = this.exact.get(url);
      if (!methods) this.exact.set(url, (methods = new Set()));
    } else {
      const source = url
        .split('/')
        .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/');
      const pattern = new RegExp(`^${source}$`);
      methods = this.patterns.find((p) => p.pattern.source === pattern.source)?.methods;
      if (!methods) this.patterns.push({ pattern, methods: (methods = new Set()) });
    }
    methods.add(method);
    if (method === 'GET') methods.add('HEAD');
  }

  /** The methods this address takes (OPTIONS included), or none for an unknown address. */
  of(pathname: string): string[] {
    const found = new Set<string>(this.exact.get(pathname) ?? []);
    for (const { pattern, methods } of this.patterns) if (pattern.test(pathname)) for (const m of methods) found.add(m);
    if (found.size === 0 && this.pagePaths(pathname)) found.add('GET').add('HEAD');
    if (found.size > 0) found.add('OPTIONS');
    return METHOD_ORDER.filter((m) => found.has(m));
  }

  /**
   * Answers a request no route took when its address is known: OPTIONS → 204, another method →
   * 405, both with `Allow`; TRACE → 405 whatever the address. Null: a plain 404.
   */
  answer(request: FastifyRequest, reply: FastifyReply): FastifyReply | null {
    const pathname = request.url.split('?')[0];
    const allowed = this.of(pathname);
    // A method the address takes, answered 'not found' all the same (a missing file, an unknown id), stays a 404.
    if (allowed.length > 0 && request.method === 'OPTIONS') return reply.header('allow', allowed.join(', ')).code(204).send();
    if (request.method !== 'TRACE' && (allowed.length === 0 || allowed.includes(request.method))) return null;
    reply.header('allow', allowed.join(', '));
    return reply.code(405).send({
      message:
        allowed.length > 0
          ? `${request.method} is not allowed on ${pathname}: it takes ${allowed.join(', ')}.`
          : `${request.method} is not allowed.`,
    });
  }
}
