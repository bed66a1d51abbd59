import { describe, expect, it } from 'vitest';
import {
  matchExpression,
  normaliseQuery,
  searchDocument,
} from '../../../worker/catalogue/search-text';

describe('searchDocument', () => {
  it('spreads Chinese and Thai one character per token, and skips empty fields', () => {
    expect(searchDocument(['Solenne', '唇膏', null])).toBe('Solenne 唇 膏');
    expect(searchDocument(['น้ำหอม'])).toBe('น ้ ำ ห อ ม');
  });
});

describe('matchExpression', () => {
  it('quotes every word, requires all, and prefixes the last', () => {
    expect(matchExpression('Velvet lip')).toBe('"velvet" "lip"*');
    expect(matchExpression('"NEAR(a b)" OR *')).toBe('"near" "a" "b" "or"*');
    expect(matchExpression('  ^ ( )  ')).toBeNull();
  });

  it('makes phrases of unspaced scripts, keeping Thai marks in their word', () => {
    expect(matchExpression('唇膏')).toBe('"唇 膏"*');
    expect(matchExpression('ลิปสติก')).toBe('"ล ิ ป ส ต ิ ก"*');
    expect(matchExpression('น้ำหอม')).toBe('"น ้ ำ ห อ ม"*');
    expect(matchExpression('Solenne唇膏')).toBe('"solenne" "唇 膏"*');
  });
});

describe('normaliseQuery', () => {
  it('normalises width, case and spaces, and cuts at 100 characters', () => {
    expect(normaliseQuery('  Ｒｏｓｅ   Lip  ')).toBe('rose lip');
    expect(normaliseQuery('a'.repeat(150))).toHaveLength(100);
    // Thai SARA AM stays one character, as typed and as seeded.
    expect(normaliseQuery('ครีมบำรุง')).toBe('ครีมบำรุง');
  });

  it('keeps words only: control characters go, punctuation and symbols separate words', () => {
    expect(normaliseQuery('ser\u0000um')).toBe('serum');
    expect(normaliseQuery('serum\u202e\u200b\u0007')).toBe('serum');
    expect(normaliseQuery('lip\tgloss\nset')).toBe('lip gloss set');
    expect(normaliseQuery('serum ☠☠☠ >>> !!!')).toBe('serum');
    expect(normaliseQuery('L’Oréal-Paris')).toBe('l oréal paris');
    expect(normaliseQuery('☠ >>> !!!')).toBe('');
  });
});

describe('matchExpression and the log read the same words', () => {
  it('drops control characters from what is searched too', () => {
    expect(matchExpression('ser\u0000um')).toBe(matchExpression('serum'));
    expect(matchExpression('\u202eserum\u200b')).toBe('"serum"*');
  });
});
