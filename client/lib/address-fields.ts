import type { Translate } from './i18n';
import type { Country, Language } from './sites';

/**
 * The address form of each country site, one home for the form and the API: which
 * fields exist, in which order, which are required, the postcode's pattern and the lists a
 * field is chosen from. Pure, imports nothing but types, so the browser and the worker run the
 * same checks and say the same words.
 *
 * Decisions:
 * - The fields are one set with per-country presence: recipient, phone, two address lines, a
 *   city (the suburb in Australia, the district/amphoe in Thailand), a state or province, a
 *   district (Hong Kong) and a postcode. Stored as JSON (`addresses.fields`), by these names.
 * - Lists where a country writes a short closed set: Australia's 8 states and territories,
 *   Malaysia's 13 states and 3 federal territories, Hong Kong's 18 districts. Their names are
 *   place names (data, not words of the interface): kept here in English, Hong Kong's also in
 *   Chinese; the stored value is the code, so a change of language never changes an address.
 * - Free text where the list is long and every entry would need translating: Thailand's 77
 *   provinces, Indonesia's 38 provinces and the Philippines' 82 provinces. Their postcode already
 *   identifies the province for the carrier, so a typo there does not lose a parcel.
 * - New Zealand and Singapore need no state; Singapore needs no city (its 6-digit postcode
 *   names the building), Hong Kong has no postcode.
 */

export const ADDRESS_FIELDS = [
  'recipient',
  'phone',
  'line1',
  'line2',
  'city',
  'district',
  'state',
  'postcode',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Partial<Record<AddressField, string>>;

/** The most addresses one member keeps (all countries together). */
export const MAX_ADDRESSES = 20;

/** The longest text of any field. */
export const FIELD_MAX_LENGTH: Readonly<Record<AddressField, number>> = {
  recipient: 100,
  phone: 20,
  line1: 200,
  line2: 200,
  city: 100,
  district: 40,
  state: 100,
  postcode: 10,
};

interface Choice {
  value: string;
  names: Partial<Record<Language, string>> & { en: string };
}

/** How one field of one country is asked for. */
export interface FieldRule {
  field: AddressField;
  required: boolean;
  /** The message key of its label (the same field is a "suburb" in AU, a "city" elsewhere). */
  label: AddressLabel;
  /** The closed list it is chosen from, when there is one. */
  choices?: readonly Choice[];
  /** The postcode's pattern: its length in digits. */
  digits?: number;
  /** A postcode the hint shows. */
  example?: string;
  autoComplete: string;
}

export type AddressLabel =
  | 'addressFields.recipient'
  | 'addressFields.phone'
  | 'addressFields.line1'
  | 'addressFields.line2'
  | 'addressFields.city'
  | 'addressFields.suburb'
  | 'addressFields.amphoe'
  | 'addressFields.district'
  | 'addressFields.state'
  | 'addressFields.province'
  | 'addressFields.postcode';

const AU_STATES: readonly Choice[] = [
  { value: 'ACT', names: { en: 'Australian Capital Territory' } },
  { value: 'NSW', names: { en: 'New South Wales' } },
  { value: 'NT', names: { en: 'Northern Territory' } },
  { value: 'QLD', names: { en: 'Queensland' } },
  { value: 'SA', names: { en: 'South Australia' } },
  { value: 'TAS', names: { en: 'Tasmania' } },
  { value: 'VIC', names: { en: 'Victoria' } },
  { value: 'WA', names: { en: 'Western Australia' } },
];

const MY_STATES: readonly Choice[] = [
  'Johor',
  'Kedah',
  'Kelantan',
  'Melaka',
  'Negeri Sembilan',
  'Pahang',
  'Perak',
  'Perlis',
  'Pulau Pinang',
  'Sabah',
  'Sarawak',
  'Selangor',
  'Terengganu',
  'W.P. Kuala Lumpur',
  'W.P. Labuan',
  'W.P. Putrajaya',
].map((name) => ({ value: name, names: { en: name } }));

const HK_DISTRICTS: readonly Choice[] = [
  { value: 'central-western', names: { en: 'Central and Western', zh: '中西區' } },
  { value: 'wan-chai', names: { en: 'Wan Chai', zh: '灣仔區' } },
  { value: 'eastern', names: { en: 'Eastern', zh: '東區' } },
  { value: 'southern', names: { en: 'Southern', zh: '南區' } },
  { value: 'yau-tsim-mong', names: { en: 'Yau Tsim Mong', zh: '油尖旺區' } },
  { value: 'sham-shui-po', names: { en: 'Sham Shui Po', zh: '深水埗區' } },
  { value: 'kowloon-city', names: { en: 'Kowloon City', zh: '九龍城區' } },
  { value: 'wong-tai-sin', names: { en: 'Wong Tai Sin', zh: '黃大仙區' } },
  { value: 'kwun-tong', names: { en: 'Kwun Tong', zh: '觀塘區' } },
  { value: 'kwai-tsing', names: { en: 'Kwai Tsing', zh: '葵青區' } },
  { value: 'tsuen-wan', names: { en: 'Tsuen Wan', zh: '荃灣區' } },
  { value: 'tuen-mun', names: { en: 'Tuen Mun', zh: '屯門區' } },
  { value: 'yuen-long', names: { en: 'Yuen Long', zh: '元朗區' } },
  { value: 'north', names: { en: 'North', zh: '北區' } },
  { value: 'tai-po', names: { en: 'Tai Po', zh: '大埔區' } },
  { value: 'sha-tin', names: { en: 'Sha Tin', zh: '沙田區' } },
  { value: 'sai-kung', names: { en: 'Sai Kung', zh: '西貢區' } },
  { value: 'islands', names: { en: 'Islands', zh: '離島區' } },
];

const recipient: FieldRule = {
  field: 'recipient',
  required: true,
  label: 'addressFields.recipient',
  autoComplete: 'name',
};
const phone: FieldRule = {
  field: 'phone',
  required: true,
  label: 'addressFields.phone',
  autoComplete: 'tel',
};
const line1: FieldRule = {
  field: 'line1',
  required: true,
  label: 'addressFields.line1',
  autoComplete: 'address-line1',
};
const line2: FieldRule = {
  field: 'line2',
  required: false,
  label: 'addressFields.line2',
  autoComplete: 'address-line2',
};
const city = (label: AddressLabel = 'addressFields.city'): FieldRule => ({
  field: 'city',
  required: true,
  label,
  autoComplete: 'address-level2',
});
const province: FieldRule = {
  field: 'state',
  required: true,
  label: 'addressFields.province',
  autoComplete: 'address-level1',
};
const postcode = (digits: number, example: string): FieldRule => ({
  field: 'postcode',
  required: true,
  label: 'addressFields.postcode',
  digits,
  example,
  autoComplete: 'postal-code',
});

/** Each country's fields, in the order the form shows them. */
export const ADDRESS_RULES: Readonly<Record<Country, readonly FieldRule[]>> = {
  au: [
    recipient,
    phone,
    line1,
    line2,
    city('addressFields.suburb'),
    {
      field: 'state',
      required: true,
      label: 'addressFields.state',
      choices: AU_STATES,
      autoComplete: 'address-level1',
    },
    postcode(4, '2000'),
  ],
  hk: [
    recipient,
    phone,
    line1,
    line2,
    {
      field: 'district',
      required: true,
      label: 'addressFields.district',
      choices: HK_DISTRICTS,
      autoComplete: 'address-level2',
    },
  ],
  id: [recipient, phone, line1, line2, city(), province, postcode(5, '10110')],
  my: [
    recipient,
    phone,
    line1,
    line2,
    city(),
    {
      field: 'state',
      required: true,
      label: 'addressFields.state',
      choices: MY_STATES,
      autoComplete: 'address-level1',
    },
    postcode(5, '50450'),
  ],
  nz: [recipient, phone, line1, line2, city(), postcode(4, '6011')],
  ph: [recipient, phone, line1, line2, city(), province, postcode(4, '1226')],
  sg: [recipient, phone, line1, line2, postcode(6, '238859')],
  th: [
    recipient,
    phone,
    line1,
    line2,
    city('addressFields.amphoe'),
    province,
    postcode(5, '10330'),
  ],
};

/** What is wrong with one field; `label` and the figures are for its message. */
export type AddressProblem =
  | { field: AddressField; kind: 'required' | 'choice'; label: AddressLabel }
  | { field: AddressField; kind: 'phone'; label: AddressLabel; example: string }
  | { field: AddressField; kind: 'tooLong'; label: AddressLabel; max: number }
  | { field: AddressField; kind: 'postcode'; label: AddressLabel; digits: number; example: string };

/** A phone number as the API takes it (an address's phone, a contact's mobile). */
export const PHONE = /^\+?[0-9 ()-]{6,20}$/;

/**
 * A mobile number as each site's country writes it, with its country code: the example the
 * hints and errors of a phone field show (the site's own, whatever the page's language).
 */
export const PHONE_EXAMPLE: Record<Country, string> = {
  au: '+61 412 345 678',
  hk: '+852 9123 4567',
  id: '+62 812 3456 7890',
  my: '+60 12 345 6789',
  nz: '+64 21 123 4567',
  ph: '+63 917 123 4567',
  sg: '+65 9123 4567',
  th: '+66 81 234 5678',
};

/**
 * An address of `country` as it is stored: each field of the country trimmed, empty optional
 * ones and fields the country does not have left out (a Singapore address has no state, even
 * when one was sent), with every problem, in the form's order.
 */
export function checkAddress(
  country: Country,
  input: AddressValues,
): { values: AddressValues; problems: AddressProblem[] } {
  const values: AddressValues = {};
  const problems: AddressProblem[] = [];
  for (const rule of ADDRESS_RULES[country]) {
    const { field, label } = rule;
    const text = (input[field] ?? '').trim().replace(/\s+/g, ' ');
    if (!text) {
      if (rule.required) problems.push({ field, kind: 'required', label });
      continue;
    }
    values[field] = text;
    const max = FIELD_MAX_LENGTH[field];
    if (text.length > max) problems.push({ field, kind: 'tooLong', label, max });
    else if (rule.choices && !rule.choices.some((choice) => choice.value === text))
      problems.push({ field, kind: 'choice', label });
    else if (rule.digits && !new RegExp(`^[0-9]{${rule.digits}}$`).test(text))
      problems.push({
        field,
        kind: 'postcode',
        label,
        digits: rule.digits,
        example: rule.example ?? '',
      });
    else if (field === 'phone' && !PHONE.test(text))
      problems.push({ field, kind: 'phone', label, example: PHONE_EXAMPLE[country] });
  }
  return { values, problems };
}

type AddressErrorKey =
  | 'addressErrors.required'
  | 'addressErrors.choice'
  | 'addressErrors.phone'
  | 'addressErrors.tooLong'
  | 'addressErrors.postcode';

/** The message of a problem and its parameters (the field's label in the page's words). */
export function problemWords(
  problem: AddressProblem,
  t: Translate,
): { key: AddressErrorKey; params: Record<string, string> } {
  const label = t(problem.label);
  switch (problem.kind) {
    case 'required':
      return { key: 'addressErrors.required', params: { label } };
    case 'choice':
      return { key: 'addressErrors.choice', params: { label } };
    case 'phone':
      return { key: 'addressErrors.phone', params: { example: problem.example } };
    case 'tooLong':
      return { key: 'addressErrors.tooLong', params: { label, max: String(problem.max) } };
    case 'postcode':
      return {
        key: 'addressErrors.postcode',
        params: { digits: String(problem.digits), example: problem.example },
      };
  }
}

/** The words of a problem, in the page's (or the request's) language. */
export function problemMessage(problem: AddressProblem, t: Translate): string {
  const { key, params } = problemWords(problem, t);
  return t(key, params);
}

/** The name of a listed value in `language` (English when the place has no name in it). */
export function choiceName(rule: FieldRule, value: string, language: Language): string {
  const choice = rule.choices?.find((candidate) => candidate.value === value);
  return choice ? (choice.names[language] ?? choice.names.en) : value;
}

/** An address on lines, as a label or a parcel shows it (listed values by their names). */
export function addressLines(
  country: Country,
  values: AddressValues,
  language: Language,
): string[] {
  const rules = ADDRESS_RULES[country];
  const text = (field: AddressField) => {
    const rule = rules.find((candidate) => candidate.field === field);
    const value = values[field];
    return rule && value ? choiceName(rule, value, language) : '';
  };
  const place = [text('city'), text('district'), text('state'), text('postcode')]
    .filter(Boolean)
    .join(' ');
  return [text('line1'), text('line2'), place].filter(Boolean);
}
