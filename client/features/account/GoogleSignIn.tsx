import { useId, useRef, useState } from 'react';
import type { TokenAnswer } from '../../api/account-contract';
import { useSite } from '../../app/site-context';
import { FormMessage } from '../../components/fields';
import { useFocusWhenShown } from '../../components/use-form';
import { NO_PROBLEM, type FormProblem } from './form-problem';
import type { GoogleButtonText } from './google-identity';
import { GoogleButton } from './GoogleButton';
import { googleRefusal, type GoogleSignUp } from './google-sign-in';

/**
 * Google's button and what its ID token does: POST auth/social, which signs a guest in (or
 * links the Google account to the signed-in member, on the account page). An unknown Google
 * account goes to `onNotLinked` with what to prefill the sign-up with; any other refusal is
 * said here, focused (the pop-up has just closed: focus must land somewhere that explains).
 * Nothing at all without GOOGLE_CLIENT_ID.
 */
export function GoogleSignIn(props: {
  text: GoogleButtonText;
  label: string;
  onSignedIn: (answer: TokenAnswer) => void;
  onNotLinked?: (signUp: GoogleSignUp) => void;
}) {
  const { t, api, googleClientId } = useSite();
  const [problem, setProblem] = useState<FormProblem>(NO_PROBLEM);
  const [sending, setSending] = useState(false);
  // GIS calls back outside React's events: a ref, not state, keeps a second token out.
  const busy = useRef(false);
  const message = useFocusWhenShown<HTMLDivElement>(problem.form ? problem : null);
  const messageId = `${useId()}-google`;
  if (!googleClientId) return null;

  const onCredential = async (idToken: string) => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setProblem(NO_PROBLEM);
    try {
      props.onSignedIn(await api.call('socialSignIn', { body: { provider: 'google', idToken } }));
    } catch (error) {
      const outcome = googleRefusal(error, idToken, t);
      if (outcome.kind === 'notLinked' && props.onNotLinked) props.onNotLinked(outcome.signUp);
      else if (outcome.kind === 'notLinked')
        setProblem({ fields: {}, rules: [], form: outcome.signUp.message });
      else if (outcome.kind === 'problem') setProblem(outcome.problem);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return (
    <div className="google-sign-in" aria-busy={sending}>
      <FormMessage
        id={messageId}
        messageRef={message}
        text={problem.form}
        reference={problem.reference}
      />
      <GoogleButton
        text={props.text}
        label={props.label}
        onCredential={(idToken) => void onCredential(idToken)}
      />
    </div>
  );
}
