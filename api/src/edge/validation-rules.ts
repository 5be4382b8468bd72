/**
 * class-validator looks up a class's rules on every `validate()`, and for every nested object: it
 * filters the class's rules, then walks every class that has rules to find its parents' (an
 * `instanceof` per class of the app), then groups them by property. A class's rules are fixed once
 * its decorators have run, so the answers are remembered per class and options; any rule
 * registered later (a class of a lazily loaded module) forgets them all. The answers are only
 * read by class-validator, never changed.
 */
import { getMetadataStorage } from 'class-validator';

type Storage = ReturnType<typeof getMetadataStorage>;
type Rule = ReturnType<Storage['getTargetValidationMetadatas']>[number];
type Lookup = Storage['getTargetValidationMetadatas'];

const REMEMBERING = Symbol.for('workshop.validation-rules');

/** Makes the global class-validator storage remember its lookups (once per process). */
export function rememberValidationRules(storage: Storage = getMetadataStorage()): void {
  const marked = storage as Storage & { [REMEMBERING]?: true };
  if (marked[REMEMBERING]) return;
  marked[REMEMBERING] = true;

  let rules = new Map<unknown, Map<string, Rule[]>>();
  let grouped = new WeakMap<Rule[], Record<string, Rule[]>>();
  const forget = () => {
    rules = new Map();
    grouped = new WeakMap();
  };

  const lookup: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = `${schema}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0001') ?? '\u0002'}`;
    let ofTarget = rules.get(target);
    if (!ofTarget) rules.set(target, (ofTarget = new Map()));
    let found = ofTarget.get(key);
    if (!found) ofTarget.set(key, (found = lookup(target, schema, always, strictGroups, groups)));
    return found;
  };

  const group = storage.groupByPropertyName.bind(storage);
  storage.groupByPropertyName = (metadata) => {
    let found = grouped.get(metadata);
    if (!found) grouped.set(metadata, (found = group(metadata)));
    return found;
  };

  for (const name of ['addValidationMetadata', 'addConstraintMetadata', 'addValidationSchema'] as const) {
    const add = storage[name].bind(storage) as (arg: never) => void;
    (storage as unknown as Record<string, (arg: never) => void>)[name] = (arg) => {
      forget();
      add(arg);
    };
  }
}
