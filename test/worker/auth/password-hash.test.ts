import { describe, expect, it } from 'vitest';
import {
  CURRENT_SCHEME,
  hashPassword,
  UNKNOWN_ACCOUNT_PASSWORD,
  verifyPassword,
} from '../../../worker/auth/password-hash';

describe('password hashing', () => {
  it('verifies the password it hashed, and not one character less, more or in another case', async () => {
    const stored = await hashPassword('Blossom#2026');
    expect(stored.scheme).toBe(CURRENT_SCHEME);
    expect(await verifyPassword('Blossom#2026', stored)).toBe(true);
    for (const other of ['Blossom#202', 'Blossom#20266', 'blossom#2026', 'Blossom#2026 '])
      expect(await verifyPassword(other, stored), other).toBe(false);
  });

  it('salts each hash: the same password twice gives two different hashes', async () => {
    const [a, b] = await Promise.all([hashPassword('Same#Pass1'), hashPassword('Same#Pass1')]);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(atob(a.salt)).toHaveLength(16);
    expect(atob(a.hash)).toHaveLength(32);
  });

  it('is PBKDF2-SHA256 at 100,000 iterations (checked against an independent derivation)', async () => {
    const stored = await hashPassword('Check#This9');
    const key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode('Check#This9'),
      'PBKDF2',
      false,
      ['deriveBits'],
    );
    const salt = Uint8Array.from(atob(stored.salt), (c) => c.charCodeAt(0));
    const bits = await crypto.subtle.deriveBits(
      { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: 100_000 },
      key,
      256,
    );
    expect(btoa(String.fromCharCode(...new Uint8Array(bits)))).toBe(stored.hash);
  });

  it('compares composed and decomposed letters as the same password (NFC), keeps a 128-character one whole', async () => {
    const stored = await hashPassword('Caf\u00e9#2026x');
    expect(await verifyPassword('Cafe\u0301#2026x', stored)).toBe(true);
    const long = `Ab#1${'x'.repeat(124)}`;
    const longStored = await hashPassword(long);
    expect(await verifyPassword(long.slice(0, 127), longStored)).toBe(false);
  });

  it('never matches the stand-in for an unknown account', async () => {
    expect(await verifyPassword('', UNKNOWN_ACCOUNT_PASSWORD)).toBe(false);
    expect(await verifyPassword('Blossom#2026', UNKNOWN_ACCOUNT_PASSWORD)).toBe(false);
  });
});
