import { useId } from 'react';
import type { InsiderGift } from '../../api/beauty-pass-contract';
import { useSite } from '../../app/site-context';
import { formatSiteDate } from '../../lib/format-dates';
import { CopyButton } from '../../components/CopyButton';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The member's insider gifts (docs/business-rules.md#personal-vouchers): each by its kind's name
 * and description, the voucher's code as plain selectable text with a copy button, the day and
 * month to redeem it by, and where it stands.
 */
export function InsiderGifts({ gifts }: { gifts: readonly InsiderGift[] }) {
  const { t, locale } = useSite();
  const headingId = useId();
  return (
    <section className="insider-gifts" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('beautyPass.gifts.title')}</h2>
      {gifts.length ? (
        <ul className="gift-cards">
          {gifts.map((gift, index) => (
            <li key={`${gift.kind}-${gift.code ?? index}`} className={`gift-card is-${gift.state}`}>
              <h3>{t(`beautyPass.gifts.names.${gift.kind}`)}</h3>
              <p>{t(`beautyPass.gifts.descriptions.${gift.kind}`)}</p>
              {gift.code ? (
                <p className="gift-code">
                  <span>{t('beautyPass.gifts.code')}</span> <code>{gift.code}</code>{' '}
                  <CopyButton value={gift.code} label={t('beautyPass.gifts.copyCode')} />
                </p>
              ) : null}
              {gift.redeemBy ? (
                <p className="gift-redeem-by">
                  {t('beautyPass.gifts.redeemBy', {
                    date: formatSiteDate(
                      `${gift.redeemBy.year}-${pad(gift.redeemBy.month)}-${pad(gift.redeemBy.day)}`,
                      locale,
                    ),
                  })}
                </p>
              ) : null}
              <p className="gift-state">{t(`beautyPass.gifts.states.${gift.state}`)}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">{t('beautyPass.gifts.empty')}</p>
      )}
    </section>
  );
}
