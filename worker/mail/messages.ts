import type { Language } from '../../client/lib/sites';
import { mailTranslatorFor } from '../i18n';

/**
 * The mails the store sends, each written in the member's language from
 * `locales/{language}/mail.json`. A mail is its kind and the values its text needs; the text
 * itself is never built by the caller.
 */
export type Mail =
  /** After sign-up. */
  | { kind: 'welcome'; firstName: string }
  /** A password-reset link (single use, one hour: the link's own rules, stated in the text). */
  | { kind: 'passwordReset'; firstName: string; link: string }
  /** The account was locked after failed sign-ins: the unlock link, and the reference ID for support. */
  | { kind: 'unlock'; firstName: string; link: string; reference: string }
  /**
   * A sign-up with an address that has no account: the link that makes the account (with the
   * password chosen), valid 24 hours (worker/auth/sign-up-requests.ts).
   */
  | { kind: 'confirmSignUp'; firstName: string; link: string }
  /**
   * Someone tried to sign up with an address that already has an account. Sign-up answers
   * "check your e-mail" for every address and this goes to the owner (the link is a password
   * reset), so sign-up never tells anyone which addresses have accounts.
   */
  | { kind: 'signUpAttempt'; link: string }
  /** The password was changed or reset: "if this wasn't you, reset your password". */
  | { kind: 'passwordChanged'; firstName: string }
  /**
   * An order was placed: its number and total, and the signed link that opens it
   * without signing in (worker/orders/order-access.ts).
   */
  | { kind: 'orderConfirmation'; firstName: string; number: string; total: string; link: string }
  /**
   * A booking made, moved, cancelled, or tomorrow's (worker/booking/booking-mail.ts): its
   * details as the member reads them, and the links to move or cancel it (absent when it can
   * no longer be), each on a line of its own. The calendar file goes with it as an attachment.
   */
  | ({
      kind: 'bookingConfirmed' | 'bookingRescheduled' | 'bookingCancelled' | 'bookingReminder';
    } & BookingDetails);

/** A booking's details in a mail, every value written for the reader (dates, money). */
export interface BookingDetails {
  firstName: string;
  number: string;
  activity: string;
  /** The start, in the store's time zone, in the reader's language. */
  when: string;
  /** The start's time alone (the reminder's subject). */
  time: string;
  minutes: string;
  store: string;
  address: string;
  artist?: string;
  /** The price with its currency; absent: free. */
  price?: string;
  rescheduleLink?: string;
  cancelLink?: string;
}

/** The kinds of a booking's mails. */
export const BOOKING_MAIL_KINDS = [
  'bookingConfirmed',
  'bookingRescheduled',
  'bookingCancelled',
  'bookingReminder',
] as const;

export type MailKind = Mail['kind'];

/** Every kind, in the order of the union (tests and the outbox page go through them all). */
export const MAIL_KINDS = [
  'welcome',
  'passwordReset',
  'unlock',
  'confirmSignUp',
  'signUpAttempt',
  'passwordChanged',
  'orderConfirmation',
  ...BOOKING_MAIL_KINDS,
] as const satisfies readonly MailKind[];

/** A mail as sent: plain text. */
export interface RenderedMail {
  subject: string;
  text: string;
}

/** Mail text is plain: no values may add a line (a subject is a header line for the provider). */
function oneLine(value: string): string {
  return value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();
}

/** A booking's details, one a line (a mail's, and its calendar file's description). */
export function renderBookingDetails(language: Language, details: BookingDetails): string {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(details))
    if (typeof value === 'string') params[name] = oneLine(value);
  return detailLines(mailTranslatorFor(language), params).join('\n');
}

function detailLines(t: ReturnType<typeof mailTranslatorFor>, params: Record<string, string>) {
  return [
    t('mail.bookingNumber', params),
    t('mail.bookingActivity', params),
    t('mail.bookingWhen', params),
    t('mail.bookingDuration', params),
    ...(params.artist ? [t('mail.bookingArtist', params)] : []),
    t('mail.bookingStore', params),
    params.price ? t('mail.bookingPrice', params) : t('mail.bookingFree'),
  ];
}

/** A booking's details, then each link on a line of its own after its words. */
function bookingLines(t: ReturnType<typeof mailTranslatorFor>, params: Record<string, string>) {
  const details = detailLines(t, params);
  const links = [
    ...(params.rescheduleLink ? [t('mail.bookingReschedule'), params.rescheduleLink] : []),
    ...(params.cancelLink ? [t('mail.bookingCancel'), params.cancelLink] : []),
  ];
  return [details.join('\n'), ...(links.length ? [links.join('\n')] : [])];
}

/**
 * The subject and text of a mail in `language`: a greeting (by first name when the mail has
 * one), the kind's body (`mail.{kind}.body`; a mail with a link goes on with the link on a line
 * of its own, as given, then `mail.{kind}.afterLink`), the sign-off and a line saying replies
 * are not read. Values are inserted as they are, each on one line.
 */
export function renderMail(language: Language, mail: Mail): RenderedMail {
  const t = mailTranslatorFor(language);
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(mail))
    if (name !== 'kind' && typeof value === 'string') params[name] = oneLine(value);
  const greeting =
    'firstName' in mail
      ? t('mail.greeting', { firstName: params.firstName })
      : t('mail.greetingNoName');
  const subject = oneLine(t(`mail.${mail.kind}.subject`, params));
  const body = [t(`mail.${mail.kind}.body`, params)];
  // The link is not part of any message: it stands alone, as given, between its paragraphs.
  if ('link' in mail) body.push(params.link, t(`mail.${mail.kind}.afterLink`, params));
  if ('activity' in mail) body.push(...bookingLines(t, params));
  const text = [greeting, ...body, t('mail.signOff'), t('mail.automated')].join('\n\n');
  return { subject, text: `${text}\n` };
}
