import type { ReactNode } from 'react';

/** No header or footer: developer pages such as /swagger. */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="blank-main">
      {children}
    </main>
  );
}
