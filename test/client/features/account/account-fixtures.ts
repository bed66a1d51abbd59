import { BEAUTY_PASS, IN_PROGRESS } from '../beauty-pass/beauty-pass-fixtures';

/** Answers of the account operations for component tests (each fits its schema: scripted-answers.ts). */

export const ACCOUNT = {
  id: 7,
  email: 'mei@example.com',
  firstName: 'Mei',
  lastName: 'Tan',
  birthDate: '1990-04-12',
  mobile: null,
  country: 'sg',
  language: 'en',
  tier: 'pink',
  isEmployee: false,
  marketingConsent: false,
  beautyProfile: {},
  beautyProfileCompletedAt: null,
  hasPassword: true,
  googleLinked: false,
  createdAt: '2026-01-02T03:04:05.000Z',
  beautyPass: { ...BEAUTY_PASS, tier: 'pink', progress: { ...IN_PROGRESS, tier: 'pink' } },
} as const;

export const SIGNED_IN = { signedIn: true, account: ACCOUNT };

/** An API error answer, with the data the API adds (field, codes, reference, issues). */
export function refusal(
  status: number,
  code: string,
  message: string,
  data: Record<string, unknown> = {},
) {
  return {
    status,
    body: {
      message,
      statusCode: status,
      statusMessage: 'Refused',
      data: { code, requestId: 'req-1', ...data },
    },
  };
}
