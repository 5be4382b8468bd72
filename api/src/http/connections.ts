/**
 * Connection timeouts. Fastify applies its timeout options only to servers it creates itself, so
 * ours gets them here: a socket idle this long is closed, a keep-alive socket waits this long for
 * the next request, and headers and whole requests have deadlines. Websockets are exempt: once
 * upgraded, `ws` clears the socket's timeout.
 *
 * A connection that never sends a byte is closed, silently, after the idle timeout or the headers
 * deadline, whichever is shorter. Node alone does not do that when the headers deadline is the
 * shorter (the defaults: 30 s idle, 15 s headers): its idle timer never fires, as its headers check
 * gets there first and answers such a socket with a 408 before closing it, and a client that sent
 * nothing (a preconnect, a port scan) is not reading, so to it the socket stays open.
 */
import { STATUS_CODES, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

export function withTimeouts(server: Server, config: Config): Server {
  server.setTimeout(config.httpIdleTimeoutMs, (socket) => {
    // A handler still working on its answer is not idle; a client that stopped reading one is.
    const answer = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (answer && !answer.headersSent) return;
    socket.destroy();
  });
  server.keepAliveTimeout = config.httpKeepAliveTimeoutMs;
  server.headersTimeout = config.httpHeadersTimeoutMs;
  server.requestTimeout = config.httpRequestTimeoutMs;
  const silentMs = Math.min(config.httpIdleTimeoutMs, config.httpHeadersTimeoutMs);
  server.on('connection', (socket: Socket) => {
    // One timer per connection, checked once: has the client said anything at all?
    const timer = setTimeout(() => {
      if (socket.bytesRead === 0) socket.destroy();
    }, silentMs);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  });
  return server;
}

/**
 * Fastify's answer to a client error (400, 408 past the headers deadline, 431), except to a
 * connection that never sent a byte: there was no request, so there is no answer, only the close.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.bytesRead > 0 && socket.writable) {
    const [status, message] =
      err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Client Timeout']
        : err.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'Exceeded maximum allowed HTTP header size']
          : [400, 'Client Error'];
    const body = JSON.stringify({ error: STATUS_CODES[status], message, statusCode: status });
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\n\r\n${body}`);
  }
  this.log.trace({ err }, 'client error');
  socket.destroy(err);
}
