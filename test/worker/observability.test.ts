import { describe, expect, it } from 'vitest';
import { requestIdFor } from '../../worker/observability';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFor', () => {
  it("is the edge's ray ID when it looks like one", () => {
    expect(requestIdFor('8f1c2a3b4d5e6f70-SIN')).toBe('8f1c2a3b4d5e6f70-SIN');
    expect(requestIdFor('8f1c2a3b4d5e6f70')).toBe('8f1c2a3b4d5e6f70');
  });

  it('is a fresh random UUID without one, or for anything that is not a ray ID', () => {
    for (const ray of [
      undefined,
      null,
      '',
      'short',
      'a b c d e f',
      '<script>alert(1)</script>',
      'x'.repeat(65),
      'abc\ndef-ghijkl',
      '"quoted-value"',
    ]) {
      expect(requestIdFor(ray)).toMatch(UUID);
    }
    expect(requestIdFor(undefined)).not.toBe(requestIdFor(undefined));
  });
});
