import type { TokenAnswer } from '../../api/account-contract';
import { ApiRequestError } from '../../api/client';
import type { Translate } from '../../lib/i18n';
import { formProblem, type FormProblem } from './form-problem';

/**
 * What the sign-up form is given after Google answered with an account we do not know: the
 * ID token (sent with the sign-up, which links it), what to prefill, and the API's
 * "not yet linked, please register", already in the page's language.
 */
export interface GoogleSignUp {
  idToken: string;
  email: string;
  firstName: string;
  lastName: string;
  message: string;
}

export type GoogleOutcome =
  | { kind: 'signedIn'; answer: TokenAnswer }
  | { kind: 'notLinked'; signUp: GoogleSignUp }
  | { kind: 'problem'; problem: FormProblem };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A refused POST auth/social as what the page does next: "not linked" is the way to sign-up,
 * prefilled; anything else is a message on the Google part of the form. A 5xx the API
 * explained (Google's keys unavailable) is shown in its words with the request ID to quote,
 * as the 500 page shows it; what is not an API answer is the page's "try again".
 */
export function googleRefusal(error: unknown, idToken: string, t: Translate): GoogleOutcome {
  if (error instanceof ApiRequestError && error.body) {
    const { message, data } = error.body;
    if (error.status === 404 && data.code === 'GOOGLE_NOT_LINKED') {
      return {
        kind: 'notLinked',
        signUp: {
          idToken,
          email: text(data.email),
          firstName: text(data.givenName),
          lastName: text(data.familyName),
          message,
        },
      };
    }
    if (error.status >= 500) {
      const reference = data.requestId;
      return {
        kind: 'problem',
        problem: {
          fields: {},
          rules: [],
          form: message,
          code: data.code,
          ...(reference && { reference }),
        },
      };
    }
  }
  return { kind: 'problem', problem: formProblem(error, t, []) };
}
