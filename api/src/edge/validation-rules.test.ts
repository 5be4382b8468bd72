import { IsInt, IsOptional, Max, MaxLength, Min, validate } from 'class-validator';
import { describe, expect, it } from 'vitest';
import { rememberValidationRules } from './validation-rules.js';

rememberValidationRules();

const failing = async (value: object, groups?: string[]) =>
  (await validate(value, { forbidUnknownValues: false, ...(groups ? { groups } : {}) })).map((e) => `${e.property}: ${Object.keys(e.constraints ?? {}).sort().join(',')}`);

class Part {
  @MaxLength(5, { message: 'name too long' })
  name!: string;

  @IsInt()
  @Min(1)
  @Max(9, { groups: ['strict'] })
  quantity!: number;
}

describe('remembered validation rules', () => {
  it('answer as class-validator does, call after call, with and without groups', async () => {
    const part = Object.assign(new Part(), { name: 'too long', quantity: 10 });
    for (let i = 0; i < 3; i++) {
      // Without groups every rule applies (a rule of a group too); with a group, only that group's.
      expect(await failing(part)).toEqual(['name: maxLength', 'quantity: max']);
      expect(await failing(part, ['strict'])).toEqual(['quantity: max']);
    }
    expect(await failing(Object.assign(new Part(), { name: 'ok', quantity: 0 }))).toEqual(['quantity: min']);
  });

  it('find the rules of a class declared after a validation, with its parent’s', async () => {
    expect(await failing(Object.assign(new Part(), { name: 'ok', quantity: 2 }))).toEqual([]);
    class LatePart extends Part {
      @IsOptional()
      @MaxLength(3, { message: 'code too long' })
      code?: string;
    }
    const late = Object.assign(new LatePart(), { name: 'too long', quantity: 2, code: 'ABCD' });
    expect(await failing(late)).toEqual(['code: maxLength', 'name: maxLength']);
    expect(await failing(Object.assign(new LatePart(), { name: 'ok', quantity: 2 }))).toEqual([]);
  });

  it('forget what they remembered when a rule is added to a class already validated', async () => {
    class Tyre {
      @Min(100)
      width!: number;
    }
    const tyre = Object.assign(new Tyre(), { width: 205, profile: 'sixty' });
    expect(await failing(tyre)).toEqual([]);
    IsInt()(Tyre.prototype, 'profile');
    expect(await failing(tyre)).toEqual(['profile: isInt']);
  });
});
