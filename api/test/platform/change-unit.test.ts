/**
 * The change unit every write goes through: mail is queued in the transaction, events are
 * published and the worker woken only once it commits, nothing of a rolled-back change leaks out,
 * and a unit run inside another's transaction joins it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { contactNotice } from '../../src/features/contact/contact.templates.js';
import { ChangeUnit, type Announced } from '../../src/platform/changes/change-unit.js';
import { contactChanges } from '../../src/features/contact/contact.changes.js';
import { useServices } from '../service-harness.js';

const world = useServices();
let changes: ChangeUnit;
const seen: string[] = [];
const em = () => world.em();
const mail = (n: string) => contactNotice.mail('workshop@example.com', { name: n, email: `${n}@example.com`, phone: null, message: 'Hello' });

async function queuedFor(name: string): Promise<number> {
  return (await world.outbox()).filter((m) => m.payload?.name === name).length;
}

beforeAll(() => {
  changes = new ChangeUnit({ outbox: world.core.outbox, pubsub: world.core.pubsub, clock: world.clock });
  world.core.pubsub.on('contact.changed', ({ id }) => seen.push(String(id)));
});

describe('ChangeUnit', () => {
  it('queues mail in the transaction and publishes only after the commit', async () => {
    let publishedBeforeCommit = true;
    await changes.run(em(), async (_tx, effects) => {
      effects.mail(mail('committed'));
      effects.publish('contact.changed', { id: 'committed' });
      effects.afterCommit(() => void (publishedBeforeCommit = seen.includes('committed')));
    });
    expect(publishedBeforeCommit).toBe(false);
    expect(seen).toContain('committed');
    expect(await queuedFor('committed')).toBe(1);
  });

  it('lets nothing of a rolled-back change out: no mail, no event, no step', async () => {
    let stepRan = false;
    await expect(
      changes.run(em(), async (_tx, effects) => {
        effects.mail(mail('rolled-back'));
        effects.publish('contact.changed', { id: 'rolled-back' });
        effects.afterCommit(() => void (stepRan = true));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(seen).not.toContain('rolled-back');
    expect(stepRan).toBe(false);
    expect(await queuedFor('rolled-back')).toBe(0);
  });

  it('joins an outer unit: the inner effects wait for the outer commit, and go with its rollback', async () => {
    await expect(
      changes.run(em(), async (tx, outer) => {
        await changes.run(tx, async (_same, inner) => {
          inner.mail(mail('inner'));
          inner.publish('contact.changed', { id: 'inner' });
        });
        expect(seen).not.toContain('inner');
        outer.publish('contact.changed', { id: 'outer' });
        throw new Error('outer refused');
      }),
    ).rejects.toThrow('outer refused');
    expect(seen).not.toContain('inner');
    expect(await queuedFor('inner')).toBe(0);
  });

  it('runs the work of others in the transaction of a unit that announced changes: committed with it, rolled back with it', async () => {
    const inTx: Array<{ changes: string[]; mailQueuedWithChange: boolean }> = [];
    changes.alsoInTransaction(async (tx, announced: readonly Announced[], effects) => {
      // Work written here is the change's: mail queued from the step goes out only if the change commits.
      const id = String((announced[0]!.facts as { id: string }).id);
      effects.mail(mail(`step-${id}`));
      if (id === 'boom') throw new Error('the step failed');
      inTx.push({ changes: announced.map((a) => `${a.kind.entity}/${a.kind.name}`), mailQueuedWithChange: tx.isInTransaction() });
    });
    await changes.run(em(), async (_tx, effects) => effects.changed(contactChanges.replied, { id: 'kept' }));
    await changes.run(em(), async () => undefined);
    await expect(
      changes.run(em(), async (_tx, effects) => {
        effects.changed(contactChanges.deleted, { id: 'boom' });
        effects.mail(mail('own-boom'));
      }),
    ).rejects.toThrow('the step failed');
    expect(inTx).toEqual([{ changes: ['contact query/replied'], mailQueuedWithChange: true }]);
    expect(await queuedFor('step-kept')).toBe(1);
    expect(await queuedFor('step-boom')).toBe(0);
    expect(await queuedFor('own-boom')).toBe(0);
  });
});
