import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getMetadataStorage, IsOptional, MaxLength, ValidateNested, validate } from 'class-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppointmentInput } from '../features/booking/booking.inputs.js';
import { passesRules } from './rule-check.js';
import { rememberValidationRules } from './validation-rules.js';

rememberValidationRules();

const SRC = path.resolve(import.meta.dirname, '..');

/** Every module of the app that declares validation rules (input classes of every feature). */
function ruleModules(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return ruleModules(file);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return /from 'class-validator'/.test(readFileSync(file, 'utf8')) ? [file] : [];
  });
}

/** Values of every kind a client can send, and the edges the rules of the app draw. */
const VALUES: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'a',
  'Jane Citizen',
  'jane@example.com',
  'jane@example',
  ' jane@example.com ',
  '0412 345 678',
  '+61 412 345 678',
  'abc',
  '2027-01-05',
  '2027-13-45',
  '10:00',
  '25:61',
  'x'.repeat(21),
  'x'.repeat(101),
  'x'.repeat(201),
  'x'.repeat(301),
  'x'.repeat(5001),
  'Logbook Servicing',
  'Line one\u200Bhidden',
  '<b>bold</b>',
  0,
  -1,
  1,
  1899,
  1900,
  2019,
  2.5,
  100000000,
  true,
  false,
  [],
  ['a'],
  {},
];

const VALID_BOOKING = {
  fullName: 'Jane Citizen',
  email: 'jane@example.com',
  phone: '0412 345 678',
  vehicleMake: 'Toyota',
  vehicleModel: 'Corolla',
  vehicleYear: 2019,
  registration: 'ABC123',
  serviceType: 'Logbook Servicing',
  issueDescription: 'Regular logbook service.',
  preferredDate: '2027-01-05',
  preferredTime: '10:00',
};

async function classValidatorPasses(object: object, skipMissingProperties: boolean): Promise<boolean> {
  return (await validate(object, { forbidUnknownValues: false, skipMissingProperties })).length === 0;
}

type Target = new () => object;

let targets: Target[] = [];

beforeAll(async () => {
  for (const file of ruleModules()) await import(file);
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, unknown> };
  targets = [...storage.validationMetadatas.keys()].filter((t): t is Target => typeof t === 'function');
}, 60_000);

describe('passesRules', () => {
  it('gives class-validator’s verdict for every input class of the app, for every value in every property, with and without skipMissingProperties', async () => {
    let compared = 0;
    const leftToClassValidator = new Set<string>();
    for (const Target of targets) {
      const properties = Object.keys(getMetadataStorage().groupByPropertyName(getMetadataStorage().getTargetValidationMetadatas(Target, undefined as unknown as string, false, false, undefined)));
      // A base where each property holds a valid-looking value where one is known, then one property at a time takes every value.
      const bases: Array<Record<string, unknown>> = [{}, Object.fromEntries(properties.map((p) => [p, (VALID_BOOKING as Record<string, unknown>)[p] ?? 'Jane Citizen']))];
      for (const base of bases) {
        for (const property of [null, ...properties]) {
          for (const value of property ? VALUES : [undefined]) {
            const object = Object.assign(new Target(), base, property ? { [property]: value } : {});
            for (const skipMissingProperties of [false, true]) {
              const fast = passesRules(object, { skipMissingProperties });
              if (fast === null) {
                leftToClassValidator.add(Target.name);
                continue;
              }
              const expected = await classValidatorPasses(object, skipMissingProperties);
              expect(fast, `${Target.name}.${property ?? '(base)'} = ${JSON.stringify(value)} (skipMissingProperties ${skipMissingProperties})`).toBe(expected);
              compared++;
            }
          }
        }
      }
    }
    // The app's input classes are planned, but those with nested inputs (class-validator's to check).
    expect(targets.length).toBeGreaterThan(20);
    expect([...leftToClassValidator].sort()).toEqual([]);
    expect(compared).toBeGreaterThan(10_000);
  });

  it('passes a valid booking and fails each broken field of it, as class-validator does', async () => {
    const ok = Object.assign(new AppointmentInput(), VALID_BOOKING);
    expect(passesRules(ok)).toBe(true);
    for (const [field, bad] of Object.entries({ fullName: '', email: 'jane@', phone: 'call me', vehicleYear: 1800, serviceType: 'Oil', preferredDate: '5/1/2027', preferredTime: '9am' })) {
      const broken = Object.assign(new AppointmentInput(), VALID_BOOKING, { [field]: bad });
      expect(passesRules(broken), field).toBe(false);
      expect(await classValidatorPasses(broken, false), field).toBe(false);
    }
    // An optional field may be missing or null, not too long.
    expect(passesRules(Object.assign(new AppointmentInput(), VALID_BOOKING, { registration: null }))).toBe(true);
    expect(passesRules(Object.assign(new AppointmentInput(), VALID_BOOKING, { registration: 'x'.repeat(21) }))).toBe(false);
  });

  it('leaves to class-validator a class with rules it does not run (nested objects, each)', () => {
    class Line {
      @MaxLength(3)
      code!: string;
    }
    class Order {
      @IsOptional()
      @ValidateNested()
      line?: Line;
    }
    class Tags {
      @MaxLength(3, { each: true })
      tags!: string[];
    }
    expect(passesRules(Object.assign(new Order(), { line: Object.assign(new Line(), { code: 'toolong' }) }))).toBeNull();
    expect(passesRules(Object.assign(new Tags(), { tags: ['toolong'] }))).toBeNull();
    // A class without rules: class-validator's to answer.
    expect(passesRules(new (class Empty {})())).toBeNull();
  });
});
