import type { ReactNode } from 'react';

/**
 * One step of the checkout: a fieldset whose legend is the step's heading, so the step is a
 * named group for a screen reader's form mode and a heading to jump to in its reading mode.
 */
export function Step(props: { title: string; className?: string; children: ReactNode }) {
  return (
    <fieldset className={`checkout-step ${props.className ?? ''}`}>
      <legend>
        <h2>{props.title}</h2>
      </legend>
      {props.children}
    </fieldset>
  );
}
