import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../../worker/auth/password-hash';
import {
  isCommonPassword,
  passwordCodes,
  passwordProblems,
} from '../../../worker/auth/password-policy';

const input = (password: string) => ({
  password,
  confirmation: password,
  email: 'mei@example.com',
});

describe('password policy on the server', () => {
  it('refuses common passwords, and the very common ones with decoration', () => {
    for (const password of ['password', 'PASSWORD', 'qwerty123', 'Password1!', '!Qwerty2026#'])
      expect(isCommonPassword(password), password).toBe(true);
    for (const password of ['Blossom#2026', 'Lumière#Serum7', 'ดอกไม้#2026Aa'])
      expect(isCommonPassword(password), password).toBe(false);
  });

  it('adds AUTH_MS_PV_008 for a common password to the rules the form checks', async () => {
    expect(passwordCodes(await passwordProblems(input('Password1!')))).toEqual(['AUTH_MS_PV_008']);
    expect(passwordCodes(await passwordProblems(input('password')))).toEqual([
      'AUTH_MS_PV_002',
      'AUTH_MS_PV_003',
      'AUTH_MS_PV_004',
      'AUTH_MS_PV_008',
    ]);
  });

  it('refuses every password it is given to avoid (AUTH_MS_PV_006: the caller passes the current one and the two before it)', async () => {
    const forbidden = await Promise.all(
      ['Blossom#2026', 'Orchid#2025x', 'Lotus#2024yy'].map(hashPassword),
    );
    expect(await passwordProblems(input('Blossom#2026'), forbidden)).toEqual(['notPrevious']);
    expect(await passwordProblems(input('Orchid#2025x'), forbidden)).toEqual(['notPrevious']);
    expect(await passwordProblems(input('Lotus#2024yy'), forbidden)).toEqual(['notPrevious']);
    expect(await passwordProblems(input('Tulip#2023zz'), forbidden)).toEqual([]);
  });
});
