import { useState } from 'react';
import { useAnnounce } from '../app/announcer';
import { useSite } from '../app/site-context';

/**
 * Copies a value (an account number, an amount) to the clipboard, then says "Copied" beside
 * the button and in the page's live region; where the clipboard is refused, says to copy it
 * by hand (the value is plain, selectable text beside the button).
 */
export function CopyButton(props: { value: string; label: string }) {
  const { t } = useSite();
  const announce = useAnnounce();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.value);
      setStatus('copied');
      announce(t('order.va.copied'));
    } catch {
      setStatus('failed');
      announce(t('order.va.copyFailed'));
    }
  };
  return (
    <span className="copy">
      <button type="button" className="button button-quiet" onClick={() => void copy()}>
        {props.label}
      </button>
      {status === 'idle' ? null : (
        <span className={`copy-status${status === 'failed' ? ' is-error' : ''}`}>
          {status === 'copied' ? t('order.va.copied') : t('order.va.copyFailed')}
        </span>
      )}
    </span>
  );
}
