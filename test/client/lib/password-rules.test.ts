import { describe, expect, it } from 'vitest';
import {
  brokenPasswordRules,
  PASSWORD_CODES,
  PASSWORD_MAX_LENGTH,
} from '../../../client/lib/password-rules';

const check = (password: string, email = 'mei@example.com', confirmation = password) =>
  brokenPasswordRules({ password, confirmation, email });

describe('password rules', () => {
  it('keeps the spec codes 001 to 007 and adds 008 and 009 after them', () => {
    expect(Object.values(PASSWORD_CODES)).toEqual(
      Array.from({ length: 9 }, (_, i) => `AUTH_MS_PV_00${i + 1}`),
    );
  });

  it('accepts a password that meets every rule', () => {
    expect(check('Blossom#2026')).toEqual([]);
  });

  it('lists every rule an empty password breaks at once', () => {
    expect(check('', 'mei@example.com', 'x')).toEqual([
      'length',
      'digit',
      'special',
      'cases',
      'confirmation',
    ]);
  });

  it('names each rule alone', () => {
    expect(check('Bl#2026')).toEqual(['length']);
    expect(check('Blossom#abc')).toEqual(['digit']);
    expect(check('Blossom2026')).toEqual(['special']);
    expect(check('blossom#2026')).toEqual(['cases']);
    expect(check('BLOSSOM#2026')).toEqual(['cases']);
    expect(check('Blossom#2026', 'mei@example.com', 'Blossom#2027')).toEqual(['confirmation']);
  });

  it('refuses the e-mail address as the password, whatever its case', () => {
    expect(check('Mei.Tan#1@Example.com', 'mei.tan#1@example.com')).toEqual(['notEmail']);
  });

  it('counts characters as written (an emoji is one) and refuses past the maximum, never cutting', () => {
    expect(check('Ab#1🌸🌸🌸')).toEqual(['length']);
    expect(check('Ab#1🌸🌸🌸🌸')).toEqual([]);
    const long = `Ab#1${'x'.repeat(PASSWORD_MAX_LENGTH - 4)}`;
    expect(check(long)).toEqual([]);
    expect(check(`${long}y`)).toEqual(['tooLong']);
  });

  it('takes Thai and Chinese letters as letters, not as special characters', () => {
    expect(check('Aaรหัสผ่าน12')).toEqual(['special']);
    expect(check('Aa密碼密碼12!')).toEqual([]);
  });
});
