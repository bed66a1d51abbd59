import { useState } from 'react';
import { useSite } from '../../app/site-context';
import { Link } from '../../components/Link';
import { FormMessage } from '../../components/fields';
import { useFocusWhenShown } from '../../components/use-form';
import { formProblem } from './form-problem';

interface Outcome {
  text: string;
  /** Unlocked, or a link that will never work (used, expired): the way on is to sign in. */
  final: boolean;
  done: boolean;
}

/**
 * Unlocking with the e-mailed link (`?token=`): on a press of the button, never on opening the
 * page (a mail scanner that follows links must not spend it). The API's words either way, with
 * the way to sign in; a failure that may pass (offline, a fault) keeps the button.
 */
export function UnlockPanel(props: { token: string }) {
  const { t, api } = useSite();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [sending, setSending] = useState(false);
  const shown = useFocusWhenShown<HTMLDivElement>(outcome);

  const unlock = async () => {
    if (sending) return;
    setSending(true);
    try {
      const notice = await api.call('unlock', { body: { token: props.token } });
      setOutcome({ text: notice.message, final: true, done: notice.done });
    } catch (error) {
      const problem = formProblem(error, t, []);
      setOutcome({
        text: problem.form ?? t('errors.server'),
        final: problem.code === 'LINK_EXPIRED',
        done: false,
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="account-form">
      {outcome ? (
        <FormMessage
          id="unlock-answer"
          tone={outcome.done ? 'done' : 'error'}
          text={outcome.text}
          messageRef={shown}
        >
          {outcome.final ? (
            <p>
              <Link className="button" href="/sign_in">
                {t('unlock.signIn')}
              </Link>
            </p>
          ) : null}
        </FormMessage>
      ) : (
        <p>{t('unlock.withToken')}</p>
      )}
      {outcome?.final ? null : (
        <p className="form-actions">
          <button
            type="button"
            className="button"
            aria-busy={sending}
            onClick={() => void unlock()}
          >
            {t('unlock.button')}
          </button>
        </p>
      )}
    </div>
  );
}
