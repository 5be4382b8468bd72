/**
 * How busy the server is with requests, so background work (the mail worker) can give way: during
 * a burst (the requests begun per second, counted with one increment per request) and while any
 * request is being answered (a photo upload is one request but seconds of work).
 */
import type { EventEmitter } from 'node:events';

/** The shortest window a rate is measured over; asked sooner, the meter answers its last rate. */
const MIN_WINDOW_MS = 100;

export class RequestMeter {
  private count = 0;
  private counted = 0;
  private since = performance.now();
  private last = 0;

  private active = 0;

  /** A request began; it is in flight until its response closes (answered or abandoned). */
  hit(response: Pick<EventEmitter, 'once'>): void {
    this.count++;
    this.active++;
    response.once('close', () => this.active--);
  }

  /** Requests begun and not yet answered. */
  get inFlight(): number {
    return this.active;
  }

  /** Requests begun per second since the window before (at least 100 ms ago). */
  rate(): number {
    const now = performance.now();
    const elapsed = now - this.since;
    if (elapsed < MIN_WINDOW_MS) return this.last;
    this.last = ((this.count - this.counted) * 1000) / elapsed;
    this.counted = this.count;
    this.since = now;
    return this.last;
  }
}
