import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { PricedBag } from '../../api/bag-contract';
import { bagCalls } from '../../api/bag-queries';
import { ApiRequestError } from '../../api/client';
import { useAnnounce } from '../../app/announcer';
import { useT } from '../../app/site-context';
import { MAX_CODE_LENGTH } from '../../lib/pricing/rules';
import { PromoWallet } from './PromoWallet';
import { refusalMessage, useBagChange } from './use-bag-change';

interface Refusal {
  message: string;
  reasons: string[];
}

/** Every failing reason of a refused code (the error body's `data.reasons`), already in words. */
export function refusalReasons(error: unknown): string[] {
  if (!(error instanceof ApiRequestError)) return [];
  const reasons = error.body?.data.reasons;
  return Array.isArray(reasons) ? reasons.filter((reason) => typeof reason === 'string') : [];
}

/**
 * The promo code (docs/business-rules.md#promo-codes): a field to type one, the code applied with
 * what it takes off and "Remove", and the wallet of codes this shopper may use, each applied from
 * the list. A refused code shows the API's message and every reason it gave (a code typed in the
 * wrong case gets the case hint), tied to the field and said in the live region; focus stays in the
 * field. A code applied from the wallet takes its "Apply" button away as the list renders again, so
 * focus goes to the applied code's "Remove" (never left on <body>).
 */
export function PromoCodes({ bag, money }: { bag: PricedBag; money: (minor: number) => string }) {
  const t = useT();
  const announce = useAnnounce();
  const change = useBagChange();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  // Set by a code applied from the wallet; done once the applied code's row has rendered.
  const [focusApplied, setFocusApplied] = useState(false);
  const promo = bag.promo;
  useEffect(() => {
    if (!focusApplied || !removeButton.current) return;
    removeButton.current.focus();
    setFocusApplied(false);
  }, [focusApplied, promo]);

  const refuse = (next: Refusal) => {
    setRefusal(next);
    announce([next.message, ...next.reasons].join(' '));
    input.current?.focus();
  };
  const apply = async (value: string, from: 'field' | 'wallet') => {
    const wanted = value.trim();
    if (!wanted) return refuse({ message: t('bagPage.promo.empty'), reasons: [] });
    setBusy(true);
    const result = await change({
      call: (shopper, key) => bagCalls.applyCoupon(shopper, key, wanted),
      toast: false,
    });
    setBusy(false);
    if (!result.ok)
      return refuse({
        message: refusalMessage(result.error, t('bagPage.changeFailed')),
        reasons: refusalReasons(result.error),
      });
    setRefusal(null);
    setCode('');
    if (from === 'wallet') setFocusApplied(true);
    announce(t('bagPage.promo.applied', { code: wanted }));
  };
  const remove = async (promotionId: number, applied: string) => {
    const result = await change({
      call: (shopper, key) => bagCalls.removeCoupon(shopper, key, promotionId),
    });
    if (result.ok) {
      announce(t('bagPage.promo.removed', { code: applied }));
      input.current?.focus();
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void apply(code, 'field');
  };

  const errorId = `${id}-error`;
  return (
    <div className="promo-codes">
      {promo ? (
        <div className="promo-applied">
          <p>
            {promo.status === 'applied'
              ? t('bagPage.promo.appliedLine', { code: promo.code, amount: money(promo.discount) })
              : t('bagPage.promo.notApplying', { code: promo.code })}
          </p>
          {promo.reasons.length ? (
            <ul className="promo-reasons">
              {promo.reasons.map((reason) => (
                <li key={reason.code}>{reason.message}</li>
              ))}
            </ul>
          ) : null}
          <button
            ref={removeButton}
            type="button"
            className="link-button"
            onClick={() => void remove(promo.id, promo.code)}
          >
            {t('bagPage.promo.remove')}
            <span className="visually-hidden"> {promo.code}</span>
          </button>
        </div>
      ) : null}
      <form className="promo-form" onSubmit={onSubmit} noValidate>
        <div className={`field${refusal ? ' has-error' : ''}`}>
          <label htmlFor={id}>{t('bagPage.promo.label')}</label>
          {refusal ? (
            <div id={errorId} className="field-error promo-refusal">
              <p>{refusal.message}</p>
              {refusal.reasons.length ? (
                <ul>
                  {refusal.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          <div className="field-input">
            <input
              ref={input}
              id={id}
              name="code"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={MAX_CODE_LENGTH}
              value={code}
              aria-invalid={refusal ? true : undefined}
              aria-describedby={refusal ? errorId : undefined}
              onChange={(event) => setCode(event.target.value)}
            />
            <button type="submit" className="button" aria-disabled={busy ? true : undefined}>
              {busy ? t('bagPage.promo.applying') : t('bagPage.promo.apply')}
            </button>
          </div>
        </div>
      </form>
      <PromoWallet money={money} onApply={(value) => void apply(value, 'wallet')} busy={busy} />
    </div>
  );
}
