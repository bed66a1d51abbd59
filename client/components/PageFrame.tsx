import type { ReactNode } from 'react';

/** The frame of a page: its one `h1`, an optional lead paragraph, then the content. */
export function PageFrame(props: {
  title: string;
  lead?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section className={`page ${props.className ?? ''}`} aria-labelledby="page-title">
      <h1 id="page-title">{props.title}</h1>
      {props.lead ? <p className="lead">{props.lead}</p> : null}
      {props.children}
    </section>
  );
}
