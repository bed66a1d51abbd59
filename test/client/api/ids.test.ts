import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IdParamSchema, IdSchema, MAX_ID, urlInteger } from '../../../client/api/ids';

describe('IdParamSchema (an id written in a URL)', () => {
  it('takes plain decimal digits', () => {
    expect(IdParamSchema.parse('8')).toBe(8);
    expect(IdParamSchema.parse('1234567')).toBe(1234567);
    expect(IdParamSchema.parse(String(MAX_ID))).toBe(MAX_ID);
  });

  it.each([
    '0x8',
    '8e0',
    ' 8',
    '8 ',
    '+8',
    '-8',
    '08',
    '0',
    '8.0',
    '0b1',
    '0o10',
    '',
    '８',
    '1_000',
    'Infinity',
    String(MAX_ID + 1),
    '99999999999999999999',
  ])('refuses %j', (text) => {
    expect(IdParamSchema.safeParse(text).success).toBe(false);
  });
});

describe('IdSchema (an id in a JSON body)', () => {
  it('is a positive integer within range', () => {
    expect(IdSchema.parse(8)).toBe(8);
    for (const value of [0, -1, 1.5, MAX_ID + 1, '8', Number.NaN])
      expect(IdSchema.safeParse(value).success).toBe(false);
  });
});

describe('urlInteger (a count or amount in a query)', () => {
  const page = urlInteger(1, 1000);
  it('takes decimal text, or a number when code builds the query', () => {
    expect(page.parse('2')).toBe(2);
    expect(page.parse(24)).toBe(24);
    expect(urlInteger(0, 10).parse('0')).toBe(0);
  });

  it('refuses what Number() would let through', () => {
    for (const text of ['0x2', '2e0', ' 2', '2.0', '', '1001'])
      expect(page.safeParse(text).success).toBe(false);
  });

  it('keeps a default and optional like any schema', () => {
    expect(z.object({ page: page.default(1) }).parse({})).toEqual({ page: 1 });
    expect(z.object({ page: page.optional() }).parse({})).toEqual({});
  });
});
