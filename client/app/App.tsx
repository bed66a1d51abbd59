import { useEffect } from 'react';
import { NotFoundPage } from '../components/NotFoundPage';
import { BlankLayout } from './layouts/BlankLayout';
import { DefaultLayout } from './layouts/DefaultLayout';
import { PreviewLayout } from './layouts/PreviewLayout';
import { useRouter } from './router';

const LAYOUTS = { default: DefaultLayout, blank: BlankLayout, preview: PreviewLayout } as const;

/**
 * The app shell: the current route's page inside its layout; an unmatched path is the 404
 * page on the default layout. Marks the document hydrated for browser tests.
 */
export function App() {
  const { state } = useRouter();
  const Page = state.module?.Page ?? NotFoundPage;
  const Layout = LAYOUTS[state.match?.layout ?? 'default'];
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <Layout>
      <Page />
    </Layout>
  );
}
