/**
 * Requests as a browser page makes them: one keep-alive connection, brotli asked for, the answer
 * decoded and parsed. `browserRequests('diary')` answers a `request(url, { method, headers, body })`
 * of its own connection: the status, the parsed body, its size decoded (`bytes`) and on the wire
 * (`wire`), and its text.
 */
import http from 'node:http';
import { brotliDecompressSync } from 'node:zlib';

export function browserRequests(bench) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return (url, { method = 'GET', headers = {}, body } = {}) =>
    new Promise((resolve, reject) => {
      const req = http.request(url, { method, agent, headers: { ...headers, 'accept-encoding': 'br' } }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const text = (res.headers['content-encoding'] === 'br' ? brotliDecompressSync(raw) : raw).toString('utf8');
          try {
            resolve({ status: res.statusCode, body: JSON.parse(text), bytes: Buffer.byteLength(text), wire: raw.length, text });
          } catch {
            reject(new Error(`${bench} bench: ${method} ${url} answered ${res.statusCode}: ${text.slice(0, 300)}`));
          }
        });
      });
      req.on('error', reject);
      req.end(body);
    });
}
