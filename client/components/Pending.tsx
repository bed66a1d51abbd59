import { useT } from '../app/site-context';

/**
 * What a part says while its query has no answer yet: that it is loading, or that it failed,
 * with a button to ask again (a failed load is never a blank space).
 */
export function Pending(props: {
  failed: boolean;
  /** What failed to load, as the part words it. */
  failedText: string;
  retryText: string;
  onRetry: () => void;
}) {
  const t = useT();
  if (!props.failed) return <p className="loading">{t('common.loading')}</p>;
  return (
    <p>
      {props.failedText}{' '}
      <button type="button" className="link-button" onClick={props.onRetry}>
        {props.retryText}
      </button>
    </p>
  );
}
