/**
 * Checks real REST answers against the OpenAPI document the server serves: the route and method
 * must be described, the status declared, and a JSON body must match the schema declared for that
 * status (ajv, JSON Schema 2020-12). Records which operations were seen answering, and how.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';

type Json = Record<string, any>;

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  operation: Json;
}

interface Seen {
  /** Success statuses (2xx/3xx) seen, by operationId. */
  success: Map<string, Set<number>>;
  /** Refusals (4xx) seen, by operationId. */
  refused: Map<string, Set<number>>;
  /** Operations whose answer has no schema yet (the document says so). */
  undescribed: Set<string>;
  violations: string[];
}

const UNDESCRIBED = 'x-answer-undescribed';
const BASE = 'https://workshop.test/openapi.json';

/** A schema whose `#/components/...` references point into the document's components. */
function rebased(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebased);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `${BASE}${v}` : rebased(v)]),
  );
}

export class ContractChecker {
  readonly seen: Seen = { success: new Map(), refused: new Map(), undescribed: new Set(), violations: [] };
  private readonly routes: Route[] = [];
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly document: Json) {
    addFormats.default(this.ajv);
    this.ajv.addFormat('binary', true);
    this.ajv.addSchema({ $id: BASE, components: rebased(document.components) } as Json);
    for (const [template, item] of Object.entries(document.paths as Record<string, Json>)) {
      const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);
      for (const [method, operation] of Object.entries(item)) this.routes.push({ method: method.toUpperCase(), template, pattern, operation });
    }
    // A literal path wins over a template (/api/admin/invoices/export/... over /api/admin/invoices/{n}).
    this.routes.sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));
  }

  /** Each shared schema's example that its schema refuses, with why. */
  badExamples(): string[] {
    const bad: string[] = [];
    for (const [name, schema] of Object.entries(this.document.components.schemas as Record<string, Json>)) {
      if (schema.example === undefined) continue;
      const validate = this.ajv.compile({ $ref: `${BASE}#/components/schemas/${name}` });
      if (!validate(schema.example)) bad.push(`${name}: ${this.ajv.errorsText(validate.errors)}`);
    }
    return bad;
  }

  /** Every described operation's id. */
  operationIds(): string[] {
    return this.routes.map((r) => String(r.operation.operationId));
  }

  private route(method: string, pathname: string): Route | undefined {
    return this.routes.find((r) => r.method === method && r.pattern.test(pathname));
  }

  /** Records one answer; a mismatch becomes a violation naming the call. */
  check(method: string, url: string, status: number, contentType: string, body: unknown): void {
    const pathname = new URL(url, 'http://x').pathname;
    const route = this.route(method, pathname);
    const call = `${method} ${pathname} → ${status}`;
    if (!route) {
      this.seen.violations.push(`${call}: no described operation`);
      return;
    }
    const id = String(route.operation.operationId);
    const answers = route.operation.responses as Json;
    const answer = answers[String(status)];
    if (!answer) {
      this.seen.violations.push(`${call} (${id}): status not declared (${Object.keys(answers).join(', ')})`);
      return;
    }
    const bucket = status < 400 ? this.seen.success : this.seen.refused;
    if (!bucket.has(id)) bucket.set(id, new Set());
    bucket.get(id)!.add(status);
    const resolved = answer.$ref ? this.document.components.responses[String(answer.$ref).split('/').pop()!] : answer;
    const content = resolved.content as Json | undefined;
    if (!content) return;
    const type = contentType.split(';')[0].trim();
    const media = content[type];
    if (!media) {
      if (status !== 304) this.seen.violations.push(`${call} (${id}): answered ${type || 'no content type'}, described ${Object.keys(content).join(', ')}`);
      return;
    }
    if (!type.includes('json')) return;
    if (media.schema?.[UNDESCRIBED]) {
      this.seen.undescribed.add(id);
      return;
    }
    const key = `${route.method} ${route.template} ${status} ${type}`;
    const validate = this.compiled.get(key) ?? this.ajv.compile(rebased(media.schema) as Json);
    this.compiled.set(key, validate);
    if (!validate(body)) {
      const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '(body)'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
      this.seen.violations.push(`${call} (${id}): ${errors.join('; ')}`);
    }
  }

  /** A fetch that checks every answer (JSON bodies parsed; others read as text). */
  fetcher(base: string, headers: Record<string, string> = {}) {
    return async (method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<{ status: number; body: any; headers: Headers }> => {
      const res = await fetch(base + path, {
        method,
        redirect: 'manual',
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...extra },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const contentType = res.headers.get('content-type') ?? '';
      const raw = Buffer.from(await res.arrayBuffer());
      let parsed: unknown = raw;
      if (contentType.includes('json')) {
        try {
          parsed = JSON.parse(raw.toString('utf8'));
        } catch {
          this.seen.violations.push(`${method} ${path} → ${res.status}: a JSON content type with a body that is not JSON`);
        }
      } else if (contentType.startsWith('text/')) parsed = raw.toString('utf8');
      this.check(method, path, res.status, contentType, parsed);
      return { status: res.status, body: parsed, headers: res.headers };
    };
  }
}
