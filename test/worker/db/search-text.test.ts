import { describe, expect, it } from 'vitest';
import { matchExpression, searchDocument } from '../../../worker/db/search-text';

describe('searchDocument', () => {
  it('spreads Chinese and Thai one character per token, and normalises like the query', () => {
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
