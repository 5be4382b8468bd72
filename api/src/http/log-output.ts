/**
 * Where the server's log goes: JSON lines (pino's own, for journals and log collectors) unless
 * stdout is a terminal, where each line is made readable:
 *
 *   14:03:07 INFO  POST /graphql 200 12 ms
 *   14:03:09 WARN  mail could not be sent  outboxId=… attempt=3
 *
 * The lines are pino's JSON, already through the serializers (redact.ts), re-read and reworded;
 * URLs are redacted once more here, so a token never reaches the terminal whatever logged it.
 */
import { redactUrl } from './redact.js';

const LEVELS: Record<number, [string, string]> = {
  10: ['TRACE', '2'],
  20: ['DEBUG', '2'],
  30: ['INFO', '32'],
  40: ['WARN', '33'],
  50: ['ERROR', '31'],
  60: ['FATAL', '1;31'],
};
/** Fields every line has, or that the readable form already shows. */
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'req', 'res', 'responseTime', 'err', 'reqId', 'operation']);

interface LogLine {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  /** A GraphQL request's operation name(s). */
  operation?: string;
  err?: { type?: string; message?: string; stack?: string };
  [key: string]: unknown;
}

function value(v: unknown): string {
  if (typeof v === 'string') return /[\s"=]/.test(v) || v === '' ? JSON.stringify(v) : v;
  return JSON.stringify(v) ?? String(v);
}

function statusColour(status: number): string {
  return status >= 500 ? '31' : status >= 400 ? '33' : status >= 300 ? '36' : '32';
}

/** One JSON log line as one readable line (more for an error's stack); anything else as it came. */
export function formatLogLine(json: string, colour: boolean): string {
  let line: LogLine;
  try {
    line = JSON.parse(json) as LogLine;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  if (typeof line !== 'object' || line === null) return `${json.trimEnd()}\n`;
  const c = (code: string, text: string) => (colour ? `\x1b[${code}m${text}\x1b[0m` : text);
  const [label, code] = LEVELS[line.level ?? 30] ?? [String(line.level), '0'];
  const time = new Date(line.time ?? Date.now()).toTimeString().slice(0, 8);
  let text: string;
  if (line.req && line.res) {
    const status = line.res.statusCode ?? 0;
    const ms = typeof line.responseTime === 'number' ? ` ${c('2', `${Math.round(line.responseTime)} ms`)}` : '';
    const operation = typeof line.operation === 'string' ? ` ${line.operation}` : '';
    text = `${line.req.method ?? ''} ${redactUrl(line.req.url ?? '')}${operation} ${c(statusColour(status), String(status))}${ms}`;
    if (line.msg && line.msg !== 'request completed') text += ` ${line.msg}`;
  } else {
    text = line.msg ?? '';
    if (line.req?.url) text += ` (${line.req.method ?? ''} ${redactUrl(line.req.url)})`;
  }
  const extra = Object.entries(line)
    .filter(([key, v]) => !SHOWN.has(key) && v !== undefined)
    .map(([key, v]) => `${key}=${key === 'url' && typeof v === 'string' ? redactUrl(v) : value(v)}`);
  // A request id helps only where something went wrong.
  if (line.reqId && (line.level ?? 30) >= 40) extra.push(`reqId=${line.reqId}`);
  let out = `${c('2', time)} ${c(code, label.padEnd(5))} ${text}${extra.length ? `  ${c('2', extra.join(' '))}` : ''}\n`;
  if (line.err) {
    const stack = line.err.stack ?? `${line.err.type ?? 'Error'}: ${line.err.message ?? ''}`;
    out += `${stack
      .split('\n')
      .map((l) => `    ${l}`)
      .join('\n')}\n`;
  }
  return out;
}

export interface LogStream {
  write(line: string): void;
}

/** A pino destination writing readable lines to `out`. */
export function readableLog(out: LogStream, colour: boolean): LogStream {
  return { write: (line) => out.write(formatLogLine(line, colour)) };
}

/** Logger options for the server process: readable on a terminal, JSON otherwise. */
export function consoleLogger(level: string, stdout: NodeJS.WriteStream = process.stdout): object {
  if (!stdout.isTTY) return { level };
  const colour = stdout.hasColors?.() ?? false;
  return { level, stream: readableLog(stdout, colour) };
}
