import { useId, useState, type ReactNode } from 'react';

/** Phones (the header's compact layout starts at the same width). */
export const PHONE_QUERY = '(max-width: 48rem)';

/** Whether this browser's window is phone-sized now (false on the server, which has none). */
export function isPhone(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(PHONE_QUERY).matches === true;
}

/**
 * An optional part of the bag (gifts, samples, codes and rewards, sets) under a heading that is
 * also its disclosure button (aria-expanded). Open on a wider screen; folded on a phone, where
 * these parts stacked made "Secure checkout" five screens down: there the headings alone list
 * what is on offer, and the shopper opens what they want. The bag renders in the browser only
 * (it is the visitor's own), so the width is known when this first renders.
 */
export function FoldingSection(props: {
  title: string;
  className: string;
  /** The heading's id, for anything inside labelled by it (a tab list). */
  titleId?: string;
  children: ReactNode;
}) {
  const id = useId();
  const titleId = props.titleId ?? `${id}-title`;
  const [open, setOpen] = useState(() => !isPhone());
  return (
    <section className={`folding-section ${props.className}`} aria-labelledby={titleId}>
      <h2 id={titleId}>
        <button
          type="button"
          className="folding-toggle"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen(!open)}
        >
          {props.title}
          <span className="folding-mark" aria-hidden="true">
            {open ? '−' : '+'}
          </span>
        </button>
      </h2>
      <div id={`${id}-body`} hidden={!open}>
        {props.children}
      </div>
    </section>
  );
}
