import { describe, expect, it } from 'vitest';
import { inOrderPerKey, turns } from './turns.js';

function deferred() {
  let resolve!: () => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('turns', () => {
  it('runs at most the limit at once, the rest in the order they came, each taking the place of one that ended', async () => {
    const inTurn = turns(2);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    const done = gates.map((gate, i) =>
      inTurn(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    gates[1].resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    // A failure frees its place too.
    gates[0].reject(new Error('unreadable'));
    await expect(done[0]).rejects.toThrow('unreadable');
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    gates[2].resolve();
    gates[3].resolve();
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    gates[4].resolve();
    expect(await Promise.all(done.slice(1))).toEqual([1, 2, 3, 4]);
    // Everything ended: the next runs at once.
    let ran = false;
    await inTurn(async () => {
      ran = true;
    });
    expect(ran).toBe(true);
  });

  it('refuses a limit below one', () => {
    expect(() => turns(0)).toThrow(RangeError);
  });
});

describe('inOrderPerKey', () => {
  it('runs a key’s work one after another in the order asked, after a failure too, while other keys go on', async () => {
    const inOrder = inOrderPerKey();
    const gates = Array.from({ length: 3 }, deferred);
    const started: string[] = [];
    const work = (name: string, gate: Promise<void>) => async () => {
      started.push(name);
      await gate;
      return name;
    };
    const a1 = inOrder('a', work('a1', gates[0].promise));
    const a2 = inOrder('a', work('a2', gates[1].promise));
    const b1 = inOrder('b', work('b1', gates[2].promise));
    await tick();
    expect(started).toEqual(['a1', 'b1']);
    gates[0].reject(new Error('a1 failed'));
    await expect(a1).rejects.toThrow('a1 failed');
    await tick();
    expect(started).toEqual(['a1', 'b1', 'a2']);
    gates[1].resolve();
    gates[2].resolve();
    expect(await Promise.all([a2, b1])).toEqual(['a2', 'b1']);
  });
});
