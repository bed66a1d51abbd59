import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/server';
import { LANGUAGES, type Language } from '../../../client/lib/sites';
import { MAIL_KINDS, renderMail, type Mail, type MailKind } from '../../../worker/mail/messages';

const LINK = 'https://shop.example.com.sg/reset_password?token=Zx8_q-3&language=th';
const REFERENCE = 'BLK-7F3K2Q';
const BOOKING = {
  firstName: 'Meili',
  number: 'K7Q2M9X4PD',
  activity: 'Makeup application',
  when: 'Tuesday, 1 December 2026 at 10:00 am',
  time: '10:00 am',
  minutes: '60',
  store: 'Orchard flagship',
  address: '1 Orchard Road, Singapore 238859',
  artist: 'Aiko',
  price: 'S$85',
  rescheduleLink: `${LINK}&reschedule`,
  cancelLink: `${LINK}&cancel`,
};

/** One mail of each kind, with values that are easy to find in the text. */
const SAMPLES: Record<MailKind, Mail> = {
  welcome: { kind: 'welcome', firstName: 'Meili' },
  passwordReset: { kind: 'passwordReset', firstName: 'Meili', link: LINK },
  unlock: { kind: 'unlock', firstName: 'Meili', link: LINK, reference: REFERENCE },
  confirmSignUp: { kind: 'confirmSignUp', firstName: 'Meili', link: LINK },
  signUpAttempt: { kind: 'signUpAttempt', link: LINK },
  passwordChanged: { kind: 'passwordChanged', firstName: 'Meili' },
  orderConfirmation: {
    kind: 'orderConfirmation',
    firstName: 'Meili',
    number: 'SG482913077',
    total: 'S$42.50',
    link: LINK,
  },
  bookingConfirmed: { kind: 'bookingConfirmed', ...BOOKING },
  bookingRescheduled: { kind: 'bookingRescheduled', ...BOOKING },
  bookingCancelled: {
    kind: 'bookingCancelled',
    ...BOOKING,
    rescheduleLink: undefined,
    cancelLink: undefined,
  },
  bookingReminder: { kind: 'bookingReminder', ...BOOKING, price: undefined },
};

const CASES = LANGUAGES.flatMap((language) =>
  MAIL_KINDS.map((kind) => [language, kind] as [Language, MailKind]),
);

describe('the mails', () => {
  it('the kinds are exactly the groups of the English mail file', () => {
    const groups = Object.entries(en.mail)
      .filter(([, value]) => typeof value === 'object')
      .map(([key]) => key);
    expect(groups.sort()).toEqual([...MAIL_KINDS].sort());
  });

  it.each(CASES)(
    '%s %s: subject and text written, every placeholder filled with its value',
    (language, kind) => {
      const mail = SAMPLES[kind];
      const { subject, text } = renderMail(language, mail);
      expect(subject.trim()).not.toBe('');
      expect(subject).not.toMatch(/\n/);
      expect(`${subject}\n${text}`).not.toContain('{{');
      expect(`${subject}\n${text}`).not.toContain('mail.');
      if ('firstName' in mail) expect(text).toContain(mail.firstName);
      if ('reference' in mail) expect(text).toContain(mail.reference);
    },
  );

  it.each(CASES.filter(([, kind]) => 'link' in SAMPLES[kind]))(
    '%s %s: the link stands verbatim on a line of its own',
    (language, kind) => {
      const lines = renderMail(language, SAMPLES[kind]).text.split('\n');
      expect(lines).toContain(LINK);
    },
  );

  it.each(MAIL_KINDS)('%s: Thai and Chinese subjects are in Thai and Chinese script', (kind) => {
    expect(renderMail('th', SAMPLES[kind]).subject).toMatch(/\p{Script=Thai}/u);
    expect(renderMail('zh', SAMPLES[kind]).subject).toMatch(/\p{Script=Han}/u);
  });

  it.each(CASES.filter(([language]) => language !== 'en'))(
    '%s %s: the text is not the English one',
    (language, kind) => {
      const translated = renderMail(language, SAMPLES[kind]);
      const english = renderMail('en', SAMPLES[kind]);
      expect(translated.subject).not.toBe(english.subject);
      expect(translated.text).not.toBe(english.text);
    },
  );

  it.each(LANGUAGES)(
    '%s: a booking mail gives its details and each link on a line of its own',
    (language) => {
      const { text } = renderMail(language, SAMPLES.bookingConfirmed);
      const lines = text.split('\n');
      for (const value of [BOOKING.number, BOOKING.when, BOOKING.artist, BOOKING.price])
        expect(text).toContain(value);
      expect(lines).toContain(BOOKING.rescheduleLink);
      expect(lines).toContain(BOOKING.cancelLink);
      const cancelled = renderMail(language, SAMPLES.bookingCancelled).text;
      expect(cancelled).not.toContain(LINK);
      expect(renderMail(language, SAMPLES.bookingReminder).text).not.toContain(BOOKING.price);
    },
  );

  it('a value cannot add a line to the subject or the text', () => {
    const { subject, text } = renderMail('en', {
      kind: 'welcome',
      firstName: 'Meili\r\nBcc: someone@example.com',
    });
    expect(subject).toBe('Welcome to Beauty Pass, Meili Bcc: someone@example.com');
    expect(text.split('\n')).not.toContain('Bcc: someone@example.com');
  });

  it('the mail without a first name greets without one', () => {
    const { text } = renderMail('en', SAMPLES.signUpAttempt);
    expect(text.startsWith('Hello,\n')).toBe(true);
  });
});
