/** What a faults file starts (api processes) is torn down by the file, whatever happens. */
import { afterAll, beforeEach } from 'vitest';

export interface Processes {
  /** The tail of every process's log. */
  logTails(): string;
  /** Kills every process and removes what they left. */
  close(): Promise<void>;
}

/**
 * Registers the file's teardown of what `set` is given: on a failed test the tail of every process
 * log is printed; after the file, it is closed (also after a failure).
 */
export function useTeardown<T extends Processes>(): { current: () => T | null; set: (started: T) => T } {
  let current: T | null = null;
  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => {
      if (current) console.error(`api logs after the failure:\n${current.logTails()}`);
    });
  });
  afterAll(async () => {
    await current?.close();
  });
  return { current: () => current, set: (started) => (current = started) };
}
