import type { ReactNode } from 'react';
import { Footer } from '../../components/Footer';
import { Header } from '../../components/Header';
import { SkipLink } from '../../components/SkipLink';
import { WelcomeMat } from '../../features/welcome-mat/WelcomeMat';

/** Header, main content and footer: every shopper-facing page. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <WelcomeMat />
    </>
  );
}
