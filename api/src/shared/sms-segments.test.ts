import { describe, expect, it } from 'vitest';
import { smsLength } from './sms-segments.js';

describe('smsLength', () => {
  it('GSM-7: 160 characters in one segment, then 153 a segment', () => {
    expect(smsLength('a'.repeat(160))).toEqual({ encoding: 'GSM-7', segments: 1, units: 160 });
    expect(smsLength('a'.repeat(161))).toEqual({ encoding: 'GSM-7', segments: 2, units: 161 });
    expect(smsLength('a'.repeat(306)).segments).toBe(2);
    expect(smsLength('a'.repeat(307)).segments).toBe(3);
    expect(smsLength('a'.repeat(459)).segments).toBe(3);
    expect(smsLength('a'.repeat(460)).segments).toBe(4);
  });

  it('GSM-7 extension characters count two, and a split never parts them', () => {
    expect(smsLength('€'.repeat(80))).toEqual({ encoding: 'GSM-7', segments: 1, units: 160 });
    expect(smsLength(`${'€'.repeat(80)}a`).segments).toBe(2);
    expect(smsLength('[a]{b}~^|\\').units).toBe(18);
    // 152 septets and a two-septet character: the € goes whole into the second segment.
    expect(smsLength(`${'a'.repeat(152)}€${'a'.repeat(152)}`).segments).toBe(3);
    expect(smsLength(`${'a'.repeat(151)}€${'a'.repeat(153)}`).segments).toBe(2);
  });

  it('UCS-2 when any character is outside GSM-7: 70 units in one segment, then 67', () => {
    expect(smsLength(`${'a'.repeat(69)}ā`)).toEqual({ encoding: 'UCS-2', segments: 1, units: 70 });
    expect(smsLength(`${'a'.repeat(70)}ā`).segments).toBe(2);
    expect(smsLength('ā'.repeat(134)).segments).toBe(2);
    expect(smsLength('ā'.repeat(135)).segments).toBe(3);
  });

  it('an emoji is a surrogate pair: two units, never split', () => {
    expect(smsLength('🚗')).toEqual({ encoding: 'UCS-2', segments: 1, units: 2 });
    expect(smsLength('🚗'.repeat(35)).segments).toBe(1);
    expect(smsLength('🚗'.repeat(36)).segments).toBe(2);
    // 66 units then an emoji: it does not fit the first segment's last unit, so it starts the second.
    expect(smsLength(`${'ā'.repeat(66)}🚗${'ā'.repeat(66)}`).segments).toBe(3);
    expect(smsLength(`${'ā'.repeat(65)}🚗${'ā'.repeat(67)}`).segments).toBe(2);
  });
});
