import { describe, expect, it } from 'vitest';
import {
  PREVIEW_SESSION_SECONDS,
  signPreviewSession,
  verifyPreviewSession,
} from '../../../worker/site/preview-session';

const SECRET = 'the-shared-preview-token';
const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);

describe('preview sessions', () => {
  it('are valid until they expire, and do not contain the shared token', async () => {
    const session = await signPreviewSession(SECRET, NOW);
    expect(session).not.toContain(SECRET);
    expect(await verifyPreviewSession(SECRET, session, NOW)).toBe(true);
    expect(
      await verifyPreviewSession(SECRET, session, NOW + (PREVIEW_SESSION_SECONDS - 1) * 1000),
    ).toBe(true);
    expect(await verifyPreviewSession(SECRET, session, NOW + PREVIEW_SESSION_SECONDS * 1000)).toBe(
      false,
    );
  });

  it('are not valid once tampered with, or signed with another token (rotation ends them)', async () => {
    const session = await signPreviewSession(SECRET, NOW);
    const [version, expires, signature] = session.split('.');
    const later = `${version}.${Number(expires) + 86_400}.${signature}`;
    const flip = (text: string, at: number) =>
      `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
    // Every single-character change of the signature, the last one (two unused bits) included.
    const flipped = Array.from(
      signature,
      (_, at) => `${version}.${expires}.${flip(signature, at)}`,
    );
    // The last character's two unused bits: another spelling of the same bytes is still not the session.
    const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelt = `${version}.${expires}.${signature.slice(0, -1)}${ALPHABET[ALPHABET.indexOf(signature.at(-1) ?? 'A') ^ 1]}`;
    for (const forged of [
      later,
      respelt,
      ...flipped,
      `${version}.${expires}.`,
      `${version}.${expires}`,
      '',
      'x.y.z',
      SECRET,
    ]) {
      expect(await verifyPreviewSession(SECRET, forged, NOW), forged).toBe(false);
    }
    expect(await verifyPreviewSession('another-token', session, NOW)).toBe(false);
  });

  it('are closed when no token is configured', async () => {
    const session = await signPreviewSession(SECRET, NOW);
    expect(await verifyPreviewSession('', session, NOW)).toBe(false);
    await expect(signPreviewSession('', NOW)).rejects.toThrow();
  });
});
