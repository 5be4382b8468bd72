import { describe, expect, it } from 'vitest';
import { smsCount } from './sms-length';

describe('the reply box counter', () => {
  it('counts GSM-7 against 160, then 153 a message', () => {
    expect(smsCount('x'.repeat(43)).label).toBe('1 message · 43/160');
    expect(smsCount('x'.repeat(161)).label).toBe('2 messages · 161/306');
    expect(smsCount('{}').label).toBe('1 message · 4/160');
  });

  it('counts a body with an emoji as UCS-2 against 70, and refuses past 3 messages', () => {
    expect(smsCount('Thanks 👍').label).toBe('1 message · 9/70');
    expect(smsCount('x'.repeat(459)).tooLong).toBe(false);
    expect(smsCount('x'.repeat(460)).tooLong).toBe(true);
  });
});
