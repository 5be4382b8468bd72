/**
 * How busy the server is with requests, so background work (the mail worker) can give way during
 * a burst: the requests begun per second, counted with one increment per request.
 */

/** The shortest window a rate is measured over; asked sooner, the meter answers its last rate. */
const MIN_WINDOW_MS = 100;

export class RequestMeter {
  private count = 0;
  private counted = 0;
  private since = performance.now();
  private last = 0;

  /** A request began. */
  hit(): void {
    this.count++;
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
