import { describe, expect, it } from 'vitest';
import { serializeForScript } from '../../../client/lib/serialize';

describe('serializeForScript', () => {
  const nasty = {
    a: '</script><script>alert(1)</script>',
    b: '<!-- x -->',
    c: 'line\u2028sep\u2029end',
    d: 'a & b > c',
  };

  it('leaves nothing that can close the script or open a comment', () => {
    const text = serializeForScript(nasty);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<!--');
    expect(text).not.toContain('\u2028');
    expect(text).not.toContain('\u2029');
    expect(text).not.toMatch(/[<>&]/);
  });

  it('round-trips to the same value', () => {
    expect(JSON.parse(serializeForScript(nasty))).toEqual(nasty);
  });
});
