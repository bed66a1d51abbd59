import { useT } from '../app/site-context';
import type { Translate } from '../lib/i18n';
import { Link } from './Link';

/** Stands for the ID while the message is translated, then is replaced by the ID's own element. */
const ID_MARK = '\u0000';

/**
 * The reference sentence around the request ID, as the text before and after it: the ID goes
 * into an element of its own, so one click selects it whole to copy.
 */
export function referenceParts(t: Translate): [string, string] {
  const [before = '', after = ''] = t('errors.reference', { id: ID_MARK }).split(ID_MARK);
  return [before, after];
}

/** "Error reference: {id}. Quote it…", the ID selectable as one piece (styles.css `.request-id`). */
export function ErrorReference({ requestId }: { requestId: string }) {
  const t = useT();
  const [before, after] = referenceParts(t);
  return (
    <p className="error-reference">
      {before}
      <code className="request-id" data-request-id="">
        {requestId}
      </code>
      {after}
    </p>
  );
}

/**
 * The 500 page's content, rendered by the server inside the site's layout when the layout is
 * available (worker/render/server-error.tsx). It names the request ID a shopper can quote: the
 * same ID is in the response's `x-request-id` and in every log line of the request.
 */
export function ServerErrorPage({ requestId }: { requestId: string }) {
  const t = useT();
  return (
    <section className="page page-narrow server-error">
      <h1>{t('errors.serverTitle')}</h1>
      <p>{t('errors.server')}</p>
      <ErrorReference requestId={requestId} />
      <p>
        <Link className="button" href="/">
          {t('notFound.home')}
        </Link>
      </p>
    </section>
  );
}
