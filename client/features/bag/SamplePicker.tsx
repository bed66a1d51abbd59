import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { bagCalls, bagQueries } from '../../api/bag-queries';
import { useAnnounce } from '../../app/announcer';
import { useSite } from '../../app/site-context';
import { useBagChange } from './use-bag-change';
import { FoldingSection } from './FoldingSection';

/**
 * The free samples (docs/business-rules.md#samples): up to the bag's
 * maximum, one of each. Ticking a box sends the whole choice at once (POST cart/samples
 * replaces it); the boxes show the choice being sent until the answer, and the one before it
 * again when it is refused. A box ticked while a choice is on its way is kept and sent after it
 * (never dropped: the shopper saw it ticked); a refusal drops what was queued on top of it. A fully redeemed sample is shown, disabled, saying so; once the
 * maximum is chosen the other boxes are disabled and the legend says why.
 */
export function SamplePicker() {
  const site = useSite();
  const { t } = site;
  const announce = useAnnounce();
  const change = useBagChange();
  const samples = useQuery(bagQueries.samples(site.api, site));
  const [sending, setSending] = useState<number[] | null>(null);
  // The choice ticked while another is sent: sent next (only the latest, the whole choice).
  const queued = useRef<number[] | null>(null);
  const inFlight = useRef(false);
  if (!samples.data) return null;
  const { max } = samples.data;
  const chosen =
    sending ??
    samples.data.samples.filter((sample) => sample.chosen > 0).map((sample) => sample.id);
  const full = chosen.length >= max;

  const send = async (first: number[]) => {
    inFlight.current = true;
    let next: number[] | null = first;
    let saved: number[] | null = null;
    while (next) {
      const choice: number[] = next;
      queued.current = null;
      const result = await change({
        call: (shopper, key) =>
          bagCalls.chooseSamples(
            shopper,
            key,
            choice.map((id) => ({ sampleId: id, quantity: 1 })),
          ),
      });
      if (!result.ok) break;
      saved = choice;
      next = queued.current;
    }
    queued.current = null;
    if (saved) {
      await samples.refetch();
      announce(t('bagPage.samples.saved', { count: saved.length, max }));
    }
    inFlight.current = false;
    setSending(null);
  };

  const toggle = (sampleId: number) => {
    const next = chosen.includes(sampleId)
      ? chosen.filter((id) => id !== sampleId)
      : [...chosen, sampleId];
    setSending(next);
    // A box is never disabled under the shopper's focus while a choice is sent: a second tick
    // waits for the first answer instead.
    if (inFlight.current) queued.current = next;
    else void send(next);
  };

  return (
    <FoldingSection
      className="sample-picker"
      title={t('bagPage.samples.title')}
      titleId="sample-picker-title"
    >
      <fieldset>
        <legend>
          {t('bagPage.samples.legend', { max })}
          {full ? ` ${t('bagPage.samples.full', { max })}` : ''}
        </legend>
        <ul className="sample-list">
          {samples.data.samples.map((sample) => {
            const ticked = chosen.includes(sample.id);
            const disabled = sample.fullyRedeemed || (full && !ticked);
            return (
              <li key={sample.id} className={sample.fullyRedeemed ? 'is-redeemed' : undefined}>
                <label className="field-check">
                  <input
                    type="checkbox"
                    checked={ticked}
                    disabled={disabled}
                    onChange={() => toggle(sample.id)}
                  />
                  <img src={sample.product.image} alt="" width={40} height={50} />
                  <span>
                    <span className="bag-line-brand">{sample.product.brand}</span>{' '}
                    {sample.product.name}
                    {sample.fullyRedeemed ? (
                      <span className="sample-note"> {t('bagPage.samples.redeemed')}</span>
                    ) : null}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </FoldingSection>
  );
}
