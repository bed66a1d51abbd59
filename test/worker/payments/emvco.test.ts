import { parse, validate } from 'promptparse';
import { describe, expect, it } from 'vitest';
import {
  parsePayload,
  parseTlv,
  qrPayload,
  type QrPayloadInput,
  type QrScheme,
} from '../../../worker/payments/emvco';

/**
 * CRC-16/CCITT-FALSE written out bit by bit, independent of promptparse's table-driven one:
 * poly 0x1021, init 0xFFFF, no reflection, no final XOR.
 */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Whether a number passes the Luhn check (ISO/IEC 7812), check digit included. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((char, i) => {
    const digit = Number(char) * (i % 2 === 1 ? 2 : 1);
    sum += digit > 9 ? digit - 9 : digit;
  });
  return sum % 10 === 0;
}

/**
 * Walks a TLV string checking every length field against its value, into templates too
 * (values that themselves parse as TLV ending exactly at their end), and returns how many
 * objects it checked.
 */
function checkLengths(text: string, templates: readonly string[]): number {
  let at = 0;
  let count = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    expect(text.slice(at + 2, at + 4)).toMatch(/^\d\d$/);
    const value = text.slice(at + 4, at + 4 + length);
    expect(value.length, `length of ${id}`).toBe(length);
    if (templates.includes(id)) count += checkLengths(value, []);
    count += 1;
    at += 4 + length;
  }
  expect(at).toBe(text.length);
  return count;
}

const EXPIRES_AT = new Date('2026-03-05T17:30:00Z'); // 01:30 on 6 March in Singapore

interface Case {
  input: QrPayloadInput;
  country: string;
  currencyNumeric: string;
  amount: string;
  /** The merchant account template, its identifier (sub-tag 00) and where the merchant ID is. */
  account: { id: string; guid: string; merchantIdTag: string };
  referenceTag: '01' | '05';
}

function input(
  scheme: QrScheme,
  currency: string,
  amountMinor: number,
  merchant: { city: string; id: string },
): QrPayloadInput {
  return {
    scheme,
    currency,
    amountMinor,
    reference: 'SBX-XX-1004',
    expiresAt: EXPIRES_AT,
    merchant: { name: 'Glow Beauty', ...merchant },
  };
}

const CASES: Case[] = [
  {
    input: input('paynow', 'SGD', 1250, { city: 'Singapore', id: '201403121W' }),
    country: 'SG',
    currencyNumeric: '702',
    amount: '12.50',
    account: { id: '26', guid: 'SG.PAYNOW', merchantIdTag: '02' },
    referenceTag: '01',
  },
  {
    input: input('promptpay', 'THB', 99, { city: 'Bangkok', id: '010555512345601' }),
    country: 'TH',
    currencyNumeric: '764',
    amount: '0.99',
    account: { id: '30', guid: 'A000000677010112', merchantIdTag: '01' },
    referenceTag: '01',
  },
  {
    input: input('qris', 'IDR', 150000, { city: 'Jakarta', id: 'ID1025380163258' }),
    country: 'ID',
    currencyNumeric: '360',
    amount: '150000',
    account: { id: '26', guid: 'ID.CO.QRIS.WWW', merchantIdTag: '02' },
    referenceTag: '01',
  },
  {
    input: input('duitnow', 'MYR', 4590, { city: 'Kuala Lumpur', id: 'MDN163112377136573' }),
    country: 'MY',
    currencyNumeric: '458',
    amount: '45.90',
    account: { id: '26', guid: 'A0000006150001', merchantIdTag: '02' },
    referenceTag: '01',
  },
  {
    input: input('qrph', 'PHP', 123456, { city: 'Makati City', id: '217020000000656' }),
    country: 'PH',
    currencyNumeric: '608',
    amount: '1234.56',
    account: { id: '27', guid: 'com.p2pqrpay', merchantIdTag: '03' },
    referenceTag: '05',
  },
  {
    input: input('fps', 'HKD', 30000, { city: 'Hong Kong', id: '166069526' }),
    country: 'HK',
    currencyNumeric: '344',
    amount: '300.00',
    account: { id: '26', guid: 'hk.com.hkicl', merchantIdTag: '02' },
    referenceTag: '05',
  },
];

describe.each(CASES)('qrPayload for $input.scheme', (c) => {
  const payload = qrPayload(c.input);
  const objects = parsePayload(payload);

  it('ends with a CRC-16/CCITT-FALSE of everything before it, "6304" included', () => {
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(payload.slice(-4)).toMatch(/^[0-9A-F]{4}$/);
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
    expect(parse(payload, true)).not.toBeNull(); // promptparse's strict parse checks the CRC too
  });

  it('is a dynamic EMVCo payload with the currency, country and amount of its scheme', () => {
    expect([...objects.keys()][0]).toBe('00');
    expect(objects.get('00')).toBe('01');
    expect(objects.get('01')).toBe('12');
    expect(objects.get('52')).toBe('5977');
    expect(objects.get('53')).toBe(c.currencyNumeric);
    expect(objects.get('54')).toBe(c.amount);
    expect(objects.get('58')).toBe(c.country);
    expect(objects.get('59')).toBe('Glow Beauty');
    expect(objects.get('60')).toBe(c.input.merchant.city);
  });

  it("names the scheme and the merchant in the scheme's account template", () => {
    const account = parseTlv(objects.get(c.account.id) ?? '');
    expect(account.get('00')).toBe(c.account.guid);
    expect(account.get(c.account.merchantIdTag)).toBe(c.input.merchant.id);
  });

  it('carries the order reference in the additional data', () => {
    const additional = parseTlv(objects.get('62') ?? '');
    expect([...additional]).toEqual([[c.referenceTag, 'SBX-XX-1004']]);
  });

  it('has every length field right, in templates too, and ids in ascending order', () => {
    const ids = [...objects.keys()];
    expect(ids).toEqual([...ids].sort());
    const templates = ids.filter((id) => (id >= '26' && id <= '51') || id === '62');
    expect(checkLengths(payload, templates)).toBeGreaterThan(ids.length);
    expect(payload.length).toBeLessThanOrEqual(512);
  });
});

describe('qrPayload, scheme by scheme', () => {
  it('PayNow: a UEN proxy, not editable, expiring on the day in Singapore', () => {
    const account = parseTlv(parsePayload(qrPayload(CASES[0].input)).get('26') ?? '');
    expect(Object.fromEntries(account)).toEqual({
      '00': 'SG.PAYNOW',
      '01': '2',
      '02': '201403121W',
      '03': '0',
      '04': '20260306',
    });
  });

  it('PromptPay: bill payment that promptparse reads back, reference 1 in letters and digits', () => {
    const payload = qrPayload(CASES[1].input);
    expect(validate.billPayment(payload)).toEqual({
      billerId: '010555512345601',
      ref1: 'SBXXX1004',
      amount: 0.99,
    });
    expect(parsePayload(payload).has('29')).toBe(false);
  });

  it('QRIS: a Luhn-checked merchant PAN, the micro criteria, and the NMID in tag 51', () => {
    const objects = parsePayload(qrPayload(CASES[2].input));
    const account = parseTlv(objects.get('26') ?? '');
    expect(account.get('01')).toMatch(/^9360\d{15}$/);
    expect(luhnValid(account.get('01') ?? '')).toBe(true);
    expect(account.get('03')).toBe('UMI');
    expect(Object.fromEntries(parseTlv(objects.get('51') ?? ''))).toEqual({
      '00': 'ID.CO.QRIS.WWW',
      '02': 'ID1025380163258',
      '03': 'UMI',
    });
  });

  it('DuitNow: the PayNet AID with an acquirer and the merchant ID', () => {
    const account = parseTlv(parsePayload(qrPayload(CASES[3].input)).get('26') ?? '');
    expect(account.get('01')).toMatch(/^\d{6}$/);
  });

  it('QR Ph: a BIC for the acquirer and the InstaPay payment type', () => {
    const account = parseTlv(parsePayload(qrPayload(CASES[4].input)).get('27') ?? '');
    expect(account.get('01')).toMatch(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/);
    expect(account.get('02')).toBe('99964403');
  });

  it('FPS: the FPS ID only, no mobile number or email', () => {
    const account = parseTlv(parsePayload(qrPayload(CASES[5].input)).get('26') ?? '');
    expect([...account.keys()]).toEqual(['00', '02']);
  });
});

describe('qrPayload amounts', () => {
  const amountOf = (c: Case, amountMinor: number) =>
    parsePayload(qrPayload({ ...c.input, amountMinor })).get('54');

  it('writes major units with the minor digits of the currency', () => {
    expect(amountOf(CASES[0], 1250)).toBe('12.50');
    expect(amountOf(CASES[0], 5)).toBe('0.05');
    expect(amountOf(CASES[0], 100000)).toBe('1000.00');
    expect(amountOf(CASES[1], 99)).toBe('0.99');
    expect(amountOf(CASES[2], 150000)).toBe('150000');
    expect(amountOf(CASES[2], 1)).toBe('1');
  });

  it('refuses an amount that is not a positive whole number of minor units', () => {
    for (const amountMinor of [0, -100, 12.5, Number.NaN, 2 ** 60]) {
      expect(() => qrPayload({ ...CASES[0].input, amountMinor })).toThrow(RangeError);
    }
  });

  it('refuses a currency that is not the scheme’s', () => {
    expect(() => qrPayload({ ...CASES[0].input, currency: 'MYR' })).toThrow(/paynow takes SGD/);
  });
});

describe('qrPayload merchant and reference', () => {
  it('writes the merchant name and city in ASCII, cut to 25 and 15 characters', () => {
    const objects = parsePayload(
      qrPayload({
        ...CASES[3].input,
        merchant: {
          ...CASES[3].input.merchant,
          name: '  Lumière  Beauté Pte. Ltd. Singapore ',
          city: 'Kuala Lumpur City Centre',
        },
      }),
    );
    expect(objects.get('59')).toBe('Lumiere Beaute Pte. Ltd.');
    expect(objects.get('60')).toBe('Kuala Lumpur Ci');
  });

  it('refuses a name with nothing to write in ASCII', () => {
    const merchant = { ...CASES[5].input.merchant, name: '美容' };
    expect(() => qrPayload({ ...CASES[5].input, merchant })).toThrow(/Merchant name/);
  });

  it('refuses a reference or merchant ID the scheme cannot carry', () => {
    for (const reference of ['', 'A'.repeat(26), 'SBX 1004', 'SBX/1004']) {
      expect(() => qrPayload({ ...CASES[0].input, reference })).toThrow(/Reference/);
    }
    // PromptPay reference 1 holds at most 20 letters and digits.
    expect(() => qrPayload({ ...CASES[1].input, reference: 'A'.repeat(21) })).toThrow(/PromptPay/);
    const merchant = { ...CASES[0].input.merchant, id: '91234567' };
    expect(() => qrPayload({ ...CASES[0].input, merchant })).toThrow(/merchant ID/);
    expect(() => qrPayload({ ...CASES[0].input, expiresAt: new Date('nope') })).toThrow(/date/);
  });
});

describe('a golden PayNow payload', () => {
  // Written out object by object; its CRC AE04 was computed with this file's crc16 and with
  // Python's binascii.crc_hqx(body, 0xFFFF), both checked against the catalogue value below.
  const GOLDEN =
    '000201' + // payload format indicator 01
    '010212' + // dynamic
    '2649' + // PayNow account template, 49 characters:
    '0009SG.PAYNOW' +
    '01012' + // proxy type UEN
    '0210201403121W' +
    '03010' + // not editable
    '040820260306' + // expires 6 March 2026
    '52045977' + // cosmetic stores
    '5303702' + // SGD
    '540512.50' +
    '5802SG' +
    '5919Glow Beauty Pte Ltd' +
    '6009Singapore' +
    '62150111SBX-SG-1004' + // bill number
    '6304AE04';

  it('is what qrPayload writes', () => {
    expect(
      qrPayload({
        scheme: 'paynow',
        amountMinor: 1250,
        currency: 'SGD',
        reference: 'SBX-SG-1004',
        expiresAt: EXPIRES_AT,
        merchant: { name: 'Glow Beauty Pte Ltd', city: 'Singapore', id: '201403121W' },
      }),
    ).toBe(GOLDEN);
  });

  it('has a CRC that an independent CRC-16/CCITT-FALSE agrees with', () => {
    expect(crc16('123456789')).toBe('29B1'); // the published check value of CRC-16/CCITT-FALSE
    expect(crc16(GOLDEN.slice(0, -4))).toBe('AE04');
    expect(parsePayload(GOLDEN).get('63')).toBe('AE04');
  });
});

describe('parsePayload', () => {
  const payload = qrPayload(CASES[0].input);

  it('throws when a character is changed, and promptparse agrees the CRC is wrong', () => {
    const corrupted = payload.replace('540512.50', '540512.60');
    expect(corrupted).not.toBe(payload);
    expect(() => parsePayload(corrupted)).toThrow(/CRC/);
    expect(parse(corrupted, true)).toBeNull();
  });

  it('throws on a wrong CRC, a missing CRC, or a length running past the end', () => {
    const wrongCrc = `${payload.slice(0, -4)}${payload.slice(-4) === '0000' ? '0001' : '0000'}`;
    expect(() => parsePayload(wrongCrc)).toThrow(/CRC/);
    expect(() => parsePayload(payload.slice(0, -8))).toThrow(/CRC object 63/);
    expect(() => parsePayload(payload.slice(0, -1))).toThrow(/past the end/);
    expect(() => parseTlv('0002010102')).toThrow(/past the end/);
    expect(() => parseTlv('00020100020')).toThrow(/No id and length|past the end/);
    expect(() => parseTlv('000201000201')).toThrow(/twice/);
  });
});
