/**
 * EMVCo merchant-presented QR payloads: the string a shopper's banking app reads from
 * the QR code the sandbox payment provider shows, one national scheme per country site.
 *
 * The layout is EMV QR Code Specification for Payment Systems, Merchant-Presented Mode (EMVCo
 * MPM 1.1): a flat list of TLV data objects (2-digit id, 2-digit length, value), templates
 * nesting the same TLV inside a value, and a CRC last. Each national scheme (SGQR/PayNow, Thai
 * QR Payment, QRIS, DuitNow QR, QR Ph, HK FPS) fills one merchant account information template
 * (ids 26 to 51) and picks where the order reference goes; SCHEMES below holds one object per
 * scheme and says which spec each of its tags comes from.
 *
 * Pure: no I/O and no Node built-ins (it runs in the Workers runtime). TLV encoding and the
 * CRC come from promptparse; lengths are checked here first, since its encoder would silently
 * write a 3-digit length as 2.
 */
import { checksum, encode, tag, withCrcTag, type TLVTag } from 'promptparse';
import { MINOR_DIGITS, siteToday } from '../../client/lib/sites';

export type QrScheme = 'paynow' | 'promptpay' | 'qris' | 'duitnow' | 'qrph' | 'fps';

export interface QrPayloadInput {
  scheme: QrScheme;
  /** The amount to pay in minor units of `currency` (cents; whole rupiah for IDR). */
  amountMinor: number;
  /** ISO 4217 alphabetic code; must be the scheme's own currency. */
  currency: string;
  /** The order reference the payment comes back with: 1-25 letters, digits or hyphens. */
  reference: string;
  /** When the payment request lapses (PayNow carries its date). */
  expiresAt: Date;
  /**
   * `id` is the merchant's identifier in the scheme: PayNow UEN, PromptPay biller ID, QRIS
   * national merchant ID (NMID), DuitNow merchant ID, QR Ph merchant ID, FPS ID.
   */
  merchant: { name: string; city: string; id: string };
}

interface Scheme {
  /** Tag 58: ISO 3166-1 alpha-2. */
  country: string;
  /** The scheme's only currency (ISO 4217 alphabetic) and its numeric code for tag 53. */
  currency: string;
  currencyNumeric: string;
  /** What `merchant.id` must look like in this scheme. */
  merchantId: RegExp;
  /** Tag 62 sub-tag carrying the reference: 01 bill number or 05 reference label. */
  referenceTag: '01' | '05';
  /** The merchant account information template(s), ids 26 to 51. */
  accounts: (input: QrPayloadInput) => TLVTag[];
}

/**
 * ISO 18245 merchant category code 5977, "cosmetic stores" (tag 52, mandatory in EMVCo MPM).
 * The same in every scheme: it describes the shop, not the scheme.
 */
const MERCHANT_CATEGORY = '5977';

/** Order references as the shop writes them; EMVCo gives tags 62/01 and 62/05 at most 25 characters. */
const REFERENCE = /^[A-Za-z0-9-]{1,25}$/;

const SCHEMES: Readonly<Record<QrScheme, Scheme>> = {
  // SGQR specification (MAS / IMDA), PayNow merchant account template.
  paynow: {
    country: 'SG',
    currency: 'SGD',
    currencyNumeric: '702',
    // A UEN: 9 or 10 characters (e.g. 53312345D, 201403121W, T08LL1234A).
    merchantId: /^[0-9A-Z]{9,10}$/,
    referenceTag: '01',
    accounts: ({ merchant, expiresAt }) => [
      template('26', [
        tlv('00', 'SG.PAYNOW'), // globally unique identifier of PayNow
        tlv('01', '2'), // proxy type 2: UEN (0 would be a mobile number)
        tlv('02', merchant.id), // proxy value
        tlv('03', '0'), // amount not editable: the order's total is what is owed
        // Expiry date, YYYYMMDD, a calendar day in Singapore.
        tlv('04', siteToday('sg', expiresAt).replaceAll('-', '')),
      ]),
    ],
  },
  // Thai QR Code Payment standard (Bank of Thailand / Thai Bankers' Association), PromptPay.
  // Bill payment (tag 30), not credit transfer (tag 29): a merchant collecting against an
  // order reference is a biller, and only bill payment carries references the bank reports back.
  promptpay: {
    country: 'TH',
    currency: 'THB',
    currencyNumeric: '764',
    // Biller ID: the 13-digit tax ID and a 2-digit suffix.
    merchantId: /^\d{15}$/,
    referenceTag: '01',
    accounts: ({ merchant, reference }) => [
      template('30', [
        tlv('00', 'A000000677010112'), // AID of PromptPay domestic bill payment
        tlv('01', merchant.id), // biller ID
        tlv('02', promptPayReference(reference)), // reference 1
        // Reference 2 (sub-tag 03) is optional, and the order has one reference only.
      ]),
    ],
  },
  // QRIS, the Indonesian QR standard (Bank Indonesia / ASPI).
  qris: {
    country: 'ID',
    currency: 'IDR',
    currencyNumeric: '360',
    // NMID: ID and 13 digits, as QRIS registers merchants.
    merchantId: /^ID\d{13}$/,
    referenceTag: '01',
    accounts: ({ merchant }) => [
      // Domestic merchant account: a real acquirer puts its own reverse domain in 26/00; the
      // sandbox, acquiring for itself, uses the QRIS one.
      template('26', [
        tlv('00', 'ID.CO.QRIS.WWW'),
        tlv('01', qrisPan(merchant.id)), // merchant PAN
        tlv('02', merchant.id), // merchant ID at the acquirer
        tlv('03', 'UMI'), // merchant criteria: micro business
      ]),
      // Tag 51: the national merchant repository entry.
      template('51', [
        tlv('00', 'ID.CO.QRIS.WWW'),
        tlv('02', merchant.id), // national merchant ID (NMID)
        tlv('03', 'UMI'),
      ]),
    ],
  },
  // DuitNow QR (PayNet, Malaysia).
  duitnow: {
    country: 'MY',
    currency: 'MYR',
    currencyNumeric: '458',
    merchantId: /^[0-9A-Z]{1,20}$/,
    referenceTag: '01',
    accounts: ({ merchant }) => [
      template('26', [
        tlv('00', 'A0000006150001'), // AID of DuitNow (PayNet)
        tlv('01', '890000'), // acquirer ID (6 digits): the sandbox's own
        tlv('02', merchant.id), // merchant ID (the proxy the acquirer routes on)
      ]),
    ],
  },
  // QR Ph (BSP / Philippine Payments Management, Inc.), the InstaPay template.
  qrph: {
    country: 'PH',
    currency: 'PHP',
    currencyNumeric: '608',
    merchantId: /^[0-9A-Z]{1,19}$/,
    referenceTag: '05',
    accounts: ({ merchant }) => [
      template('27', [
        tlv('00', 'com.p2pqrpay'), // globally unique identifier of QR Ph over InstaPay
        tlv('01', 'SBOXPHM1XXX'), // acquirer ID: a BIC, here a sandbox one
        tlv('02', '99964403'), // payment type: InstaPay, as issued QR Ph codes carry it
        tlv('03', merchant.id), // merchant ID
      ]),
    ],
  },
  // Hong Kong common QR code for FPS (HKMA / HKICL).
  fps: {
    country: 'HK',
    currency: 'HKD',
    currencyNumeric: '344',
    // FPS ID: 7 to 9 digits.
    merchantId: /^\d{7,9}$/,
    referenceTag: '05',
    accounts: ({ merchant }) => [
      template('26', [
        tlv('00', 'hk.com.hkicl'), // globally unique identifier of FPS
        tlv('02', merchant.id), // FPS ID (03 would be a mobile number, 04 an email address)
      ]),
    ],
  },
};

/** The EMVCo MPM payload for an order: dynamic, with its amount, reference and CRC. */
export function qrPayload(input: QrPayloadInput): string {
  const scheme = SCHEMES[input.scheme];
  if (!scheme) throw new RangeError(`Unknown QR scheme: ${String(input.scheme)}`);
  if (input.currency !== scheme.currency) {
    throw new RangeError(`${input.scheme} takes ${scheme.currency}, not ${input.currency}`);
  }
  if (!REFERENCE.test(input.reference)) {
    throw new RangeError(`Reference must be 1-25 letters, digits or hyphens: ${input.reference}`);
  }
  if (!scheme.merchantId.test(input.merchant.id)) {
    throw new RangeError(`Not a ${input.scheme} merchant ID: ${input.merchant.id}`);
  }
  if (Number.isNaN(input.expiresAt.getTime())) throw new RangeError('expiresAt is not a date');

  const payload = withCrcTag(
    encode([
      tlv('00', '01'), // payload format indicator
      tlv('01', '12'), // point of initiation: dynamic, this payment only
      ...scheme.accounts(input),
      tlv('52', MERCHANT_CATEGORY),
      tlv('53', scheme.currencyNumeric), // transaction currency, ISO 4217 numeric
      tlv('54', amount(input.amountMinor, scheme.currency)), // transaction amount
      tlv('58', scheme.country),
      tlv('59', ascii(input.merchant.name, 25, 'Merchant name')),
      tlv('60', ascii(input.merchant.city, 15, 'Merchant city')),
      template('62', [tlv(scheme.referenceTag, input.reference)]), // additional data
    ]),
    '63', // CRC-16/CCITT-FALSE (poly 1021, init FFFF) over everything before it, "6304" included
  );
  // EMVCo MPM: a payload is at most 512 characters.
  if (payload.length > 512) {
    throw new RangeError(`Payload is ${payload.length} characters, over 512`);
  }
  return payload;
}

/** A TLV string's data objects by id, in order; throws on a malformed or repeated object. */
export function parseTlv(text: string): Map<string, string> {
  const objects = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const head = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) throw new SyntaxError(`No id and length at ${at}: "${head}"`);
    const id = head.slice(0, 2);
    const length = Number(head.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) throw new SyntaxError(`Object ${id} runs past the end`);
    if (objects.has(id)) throw new SyntaxError(`Object ${id} appears twice`);
    objects.set(id, value);
    at += 4 + length;
  }
  return objects;
}

/**
 * A payload's top-level data objects by id (templates left as their TLV strings: parseTlv
 * reads them). Throws unless it starts with 00, ends with a 4-digit CRC in 63, and that CRC
 * matches.
 */
export function parsePayload(payload: string): Map<string, string> {
  const objects = parseTlv(payload);
  const ids = [...objects.keys()];
  if (ids[0] !== '00') throw new SyntaxError('Payload does not start with object 00');
  const crc = objects.get('63');
  if (ids.at(-1) !== '63' || crc === undefined || !/^[0-9A-F]{4}$/i.test(crc)) {
    throw new SyntaxError('Payload does not end with a CRC object 63 of 4 hex digits');
  }
  const expected = checksum(payload.slice(0, -4));
  if (crc.toUpperCase() !== expected) {
    throw new Error(`Payload CRC ${crc} does not match its content (${expected})`);
  }
  return objects;
}

/** One data object; its length must fit the two digits TLV gives it. */
function tlv(id: string, value: string): TLVTag {
  if (value.length === 0 || value.length > 99) {
    throw new RangeError(`Object ${id} must be 1-99 characters, is ${value.length}`);
  }
  return tag(id, value);
}

function template(id: string, objects: TLVTag[]): TLVTag {
  return tlv(id, encode(objects));
}

/**
 * Tag 54: the amount in major units with the currency's minor digits ("12.50", IDR "150000").
 * The digits come from Intl; they must agree with MINOR_DIGITS, which fixes what the stored
 * minor-unit integers mean (it warns that ICU versions disagree about IDR): should a runtime's
 * ICU disagree, failing beats a QR code for 100 times the price.
 */
function amount(amountMinor: number, currency: string): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new RangeError(`Amount must be a positive whole number of minor units: ${amountMinor}`);
  }
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits;
  if (digits === undefined || (currency in MINOR_DIGITS && MINOR_DIGITS[currency] !== digits)) {
    throw new Error(`This runtime's ${currency} minor digits (${digits}) are not the stored ones`);
  }
  let text = String(amountMinor);
  if (digits > 0) {
    const padded = text.padStart(digits + 1, '0');
    text = `${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
  }
  // EMVCo MPM: tag 54 is at most 13 characters.
  if (text.length > 13) throw new RangeError(`Amount ${text} is over 13 characters`);
  return text;
}

/**
 * Merchant name and city in printable ASCII (what every scheme's app can show), accents
 * dropped, cut to the EMVCo maximum (25 for the name, 15 for the city).
 */
function ascii(text: string, max: number, what: string): string {
  const plain = text
    .normalize('NFKD')
    .replace(/\s+/g, ' ')
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, max)
    .trim();
  if (plain.length === 0) throw new RangeError(`${what} has no ASCII characters: ${text}`);
  return plain;
}

/** Thai QR bill payment references are at most 20 upper-case letters and digits. */
function promptPayReference(reference: string): string {
  const ref = reference.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (ref.length === 0 || ref.length > 20) {
    throw new RangeError(`PromptPay reference 1 must be 1-20 letters and digits: ${ref}`);
  }
  return ref;
}

/**
 * QRIS merchant PAN (26/01): 19 digits, "9360" (QRIS), a 4-digit national numbering system
 * code of the acquirer (0000 here, the sandbox), 10 digits of the merchant, and a Luhn check
 * digit as in ISO/IEC 7812.
 */
function qrisPan(nmid: string): string {
  const body = `93600000${nmid.slice(-10)}`;
  return body + luhnDigit(body);
}

function luhnDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // From the right, every other digit is doubled, starting with the one before the check digit.
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}
