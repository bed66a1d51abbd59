import { describe, expect, it } from 'vitest';
import { isDeveloperPath } from '../../routes/developer-surfaces';

describe('isDeveloperPath', () => {
  it.each([
    '/sandbox',
    '/sandbox/sg/en/cart',
    '//Sandbox/',
    '/%73andbox',
    '/swagger',
    '/swagger/_payload.json',
    '/api/web/v1/openapi.json',
    '/api//web/v1/OPENAPI.json/',
  ])('catches %s', (path) => expect(isDeveloperPath(path)).toBe(true));

  it.each(['/', '/sandboxes', '/about', '/api/web/v1/user', '/pages/swagger', '/%E0%A4%A'])(
    'leaves %s alone',
    (path) => {
      expect(isDeveloperPath(path)).toBe(false);
    },
  );
});
