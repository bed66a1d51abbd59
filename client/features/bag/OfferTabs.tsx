import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../../app/site-context';
import { FoldingSection } from './FoldingSection';

type Tab = 'codes' | 'rewards';
const TABS: readonly Tab[] = ['codes', 'rewards'];

/**
 * Promo codes and Beauty Pass rewards, as two tabs (the ARIA tabs pattern): the arrow keys,
 * Home and End move between the tabs and show their panel; Tab goes into the panel.
 */
export function OfferTabs(props: { codes: ReactNode; rewards: ReactNode }) {
  const t = useT();
  const id = useId();
  const [selected, setSelected] = useState<Tab>('codes');
  const tabs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const select = (tab: Tab) => {
    setSelected(tab);
    tabs.current[tab]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.indexOf(selected);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(at + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(at + TABS.length - 1) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    select(next);
  };

  return (
    <FoldingSection className="offer-tabs" title={t('bagPage.offersTitle')} titleId={`${id}-title`}>
      <div role="tablist" aria-labelledby={`${id}-title`} className="tab-list">
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}`}
            aria-selected={selected === tab}
            aria-controls={`${id}-${tab}-panel`}
            tabIndex={selected === tab ? 0 : -1}
            onClick={() => select(tab)}
            onKeyDown={onKeyDown}
          >
            {t(`bagPage.tabs.${tab}`)}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${id}-${tab}-panel`}
          aria-labelledby={`${id}-${tab}`}
          hidden={selected !== tab}
          tabIndex={0}
        >
          {tab === 'codes' ? props.codes : props.rewards}
        </div>
      ))}
    </FoldingSection>
  );
}
