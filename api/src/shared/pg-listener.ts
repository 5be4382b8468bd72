/**
 * One LISTEN connection that stays up: after any error or end it reconnects with capped
 * exponential back-off, and it tells its owner each time it is deaf (`onLost`) and each time it
 * is listening again (`onListening`, only once the LISTEN has succeeded), so caches can be
 * dropped after nothing can be missed anymore. A periodic ping finds half-open connections.
 *
 * Written here rather than with pg-listen 1.7: that one gives up reconnecting after 3 s by
 * default and ignores a connection that ends while it is re-issuing LISTEN.
 */
import pg from 'pg';

export interface ListenerHandlers {
  onNotification(payload: string): void;
  onListening(): void;
  onLost(err: unknown): void;
}

const BASE_DELAY_MS = 100;
const MAX_DELAY_MS = 5_000;
const PING_MS = 15_000;

export class PgListener {
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private ping: NodeJS.Timeout | null = null;
  private attempt = 0;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly handlers: ListenerHandlers,
  ) {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name ${channel}`);
  }

  get listening(): boolean {
    return this.client !== null;
  }

  /** Connects and listens; rejects if the first attempt fails (the caller decides whether to boot). */
  async start(): Promise<void> {
    await this.connect();
    this.ping = setInterval(() => {
      this.client?.query('SELECT 1').catch(() => undefined); // a failure ends the client: 'error' handles it
    }, PING_MS);
    this.ping.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.ping) clearInterval(this.ping);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, keepAlive: true, application_name: 'workshop-listen' });
    let lost = false;
    const lose = (err: unknown) => {
      if (lost) return;
      lost = true;
      client.removeAllListeners('notification');
      client.end().catch(() => undefined);
      if (this.client === client) {
        this.client = null;
        this.handlers.onLost(err);
      }
      this.scheduleReconnect();
    };
    client.on('error', lose);
    client.on('end', () => lose(new Error('LISTEN connection ended')));
    client.on('notification', (msg) => {
      if (msg.payload) this.handlers.onNotification(msg.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (err) {
      lose(err);
      throw err;
    }
    if (lost || this.closed) {
      if (this.closed) await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.attempt = 0;
    this.handlers.onListening();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.timer) return;
    const delay = Math.min(BASE_DELAY_MS * 2 ** this.attempt++, MAX_DELAY_MS);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.connect().catch(() => undefined); // a failed attempt schedules the next one itself
    }, delay * (0.75 + Math.random() * 0.5));
    this.timer.unref();
  }
}
