import { describe, expect, it } from 'vitest';
import en from '../../../locales/en';
import th from '../../../locales/th';
import zh from '../../../locales/zh';
import {
  ADDRESS_RULES,
  addressLines,
  checkAddress,
  PHONE,
  PHONE_EXAMPLE,
  problemMessage,
  type AddressValues,
} from '../../../client/lib/address-fields';
import { beautyProfileComplete } from '../../../client/lib/beauty-profile';
import { createTranslator } from '../../../client/lib/i18n';
import { COUNTRIES, type Country } from '../../../client/lib/sites';

const BASE = { recipient: 'Mei Tan', phone: '+65 9123 4567', line1: '1 Orchard Road' };
const VALID: Record<Country, AddressValues> = {
  au: { ...BASE, city: 'Sydney', state: 'NSW', postcode: '2000' },
  hk: { ...BASE, district: 'wan-chai' },
  id: { ...BASE, city: 'Jakarta', state: 'DKI Jakarta', postcode: '10110' },
  my: { ...BASE, city: 'Kuala Lumpur', state: 'Selangor', postcode: '50450' },
  nz: { ...BASE, city: 'Wellington', postcode: '6011' },
  ph: { ...BASE, city: 'Makati', state: 'Metro Manila', postcode: '1226' },
  sg: { ...BASE, postcode: '238859' },
  th: { ...BASE, city: 'ปทุมวัน', state: 'กรุงเทพมหานคร', postcode: '10330' },
};
const fieldsOf = (country: Country) => ADDRESS_RULES[country].map((rule) => rule.field);
const problemsOf = (country: Country, values: AddressValues) =>
  checkAddress(country, values).problems.map((problem) => [problem.field, problem.kind]);

describe('address fields per country', () => {
  it.each(COUNTRIES)('%s: a valid address has no problem and keeps its fields', (country) => {
    const { values, problems } = checkAddress(country, VALID[country]);
    expect(problems).toEqual([]);
    expect(values).toEqual(VALID[country]);
  });

  it('asks each country for its own fields', () => {
    expect(fieldsOf('sg')).toEqual(['recipient', 'phone', 'line1', 'line2', 'postcode']);
    expect(fieldsOf('hk')).toEqual(['recipient', 'phone', 'line1', 'line2', 'district']);
    expect(fieldsOf('nz')).not.toContain('state');
    for (const country of ['au', 'id', 'my', 'ph', 'th'] as const)
      expect(fieldsOf(country)).toEqual(expect.arrayContaining(['city', 'state', 'postcode']));
  });

  it.each([
    ['au', '2000', '200'],
    ['nz', '6011', '60110'],
    ['sg', '238859', '23885'],
    ['my', '50450', '5045a'],
    ['th', '10330', '1033'],
    ['id', '10110', '101100'],
    ['ph', '1226', '12 26'],
  ] as const)('%s: postcode %s is taken, %s is refused', (country, good, bad) => {
    expect(problemsOf(country, { ...VALID[country], postcode: good })).toEqual([]);
    expect(problemsOf(country, { ...VALID[country], postcode: bad })).toEqual([
      ['postcode', 'postcode'],
    ]);
  });

  it('Hong Kong has no postcode: one sent is dropped, not refused', () => {
    const { values, problems } = checkAddress('hk', { ...VALID.hk, postcode: '999077' });
    expect(problems).toEqual([]);
    expect(values.postcode).toBeUndefined();
  });

  it('takes listed states and districts only, by their codes', () => {
    expect(problemsOf('au', { ...VALID.au, state: 'New South Wales' })).toEqual([
      ['state', 'choice'],
    ]);
    expect(problemsOf('my', { ...VALID.my, state: 'W.P. Labuan' })).toEqual([]);
    expect(problemsOf('hk', { ...VALID.hk, district: 'Mong Kok' })).toEqual([
      ['district', 'choice'],
    ]);
    // Thailand's province is free text (77 of them: see the module's note).
    expect(problemsOf('th', { ...VALID.th, state: 'เชียงใหม่' })).toEqual([]);
  });

  it('lists every missing required field in the form order; the second line is optional', () => {
    expect(problemsOf('au', {})).toEqual([
      ['recipient', 'required'],
      ['phone', 'required'],
      ['line1', 'required'],
      ['city', 'required'],
      ['state', 'required'],
      ['postcode', 'required'],
    ]);
  });

  it('trims and collapses spaces, drops empty optional fields, refuses a bad phone and long text', () => {
    const { values } = checkAddress('sg', { ...VALID.sg, recipient: '  Mei   Tan ', line2: '  ' });
    expect(values.recipient).toBe('Mei Tan');
    expect('line2' in values).toBe(false);
    expect(problemsOf('sg', { ...VALID.sg, phone: '12' })).toEqual([['phone', 'phone']]);
    expect(problemsOf('sg', { ...VALID.sg, line1: 'x'.repeat(201) })).toEqual([
      ['line1', 'tooLong'],
    ]);
  });

  it('says each problem in the page language, with the label of that country', () => {
    const tEn = createTranslator('en', en);
    const [suburb] = checkAddress('au', { ...VALID.au, city: '' }).problems;
    expect(problemMessage(suburb, tEn)).toBe('Suburb: please fill this in.');
    const [postcode] = checkAddress('th', { ...VALID.th, postcode: '1' }).problems;
    expect(problemMessage(postcode, createTranslator('th', th as typeof en))).toBe(
      'กรอกรหัสไปรษณีย์ 5 หลัก เช่น 10330',
    );
    const [district] = checkAddress('hk', { ...VALID.hk, district: '' }).problems;
    expect(problemMessage(district, createTranslator('zh', zh as typeof en))).toBe('請填寫地區。');
  });

  it('shows a wrong phone the site’s own example number, which the phone rule takes', () => {
    const tEn = createTranslator('en', en);
    const [phone] = checkAddress('sg', { ...VALID.sg, phone: '12' }).problems;
    expect(problemMessage(phone, tEn)).toBe(
      'Enter a phone number of 6 to 20 digits, for example +65 9123 4567.',
    );
    for (const country of COUNTRIES) expect(PHONE.test(PHONE_EXAMPLE[country]), country).toBe(true);
    expect(new Set(Object.values(PHONE_EXAMPLE)).size).toBe(COUNTRIES.length);
  });

  it('writes an address on lines, listed values by their name in the language', () => {
    expect(addressLines('hk', VALID.hk, 'zh')).toEqual(['1 Orchard Road', '灣仔區']);
    expect(addressLines('au', { ...VALID.au, line2: 'Unit 4' }, 'en')).toEqual([
      '1 Orchard Road',
      'Unit 4',
      'Sydney New South Wales 2000',
    ]);
  });
});

describe('beauty profile completion', () => {
  it('is complete only when every question has an answer', () => {
    const full = {
      skinType: 'dry',
      skinTone: 'fair',
      skinConcerns: ['acne'],
      hairType: 'wavy',
      hairConcerns: ['frizz'],
    } as const;
    expect(
      beautyProfileComplete({
        ...full,
        skinConcerns: [...full.skinConcerns],
        hairConcerns: [...full.hairConcerns],
      }),
    ).toBe(true);
    expect(beautyProfileComplete({ ...full, skinConcerns: [], hairConcerns: ['frizz'] })).toBe(
      false,
    );
    expect(beautyProfileComplete({ skinType: 'dry' })).toBe(false);
    expect(beautyProfileComplete({})).toBe(false);
  });
});
