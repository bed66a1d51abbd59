import { queries } from '../../api/queries';
import { useSite } from '../../app/site-context';
import { useStreamedQuery } from '../../app/streamed-data';
import { Link } from '../../components/Link';

/** Brands named on home (the fallback reserves a line for each). */
const BRAND_STRIP_COUNT = 24;

/** Home's brand strip: streamed in after the shell when its data is not ready by then. */
export function BrandStrip() {
  const site = useSite();
  const { data, script } = useStreamedQuery(queries.brands(site.api, site));
  return (
    <section className="brand-strip" aria-labelledby="home-brands">
      <h2 id="home-brands">{site.t('home.brandsHeading')}</h2>
      <ul>
        {data.items.slice(0, BRAND_STRIP_COUNT).map((brand) => (
          <li key={brand.id}>
            <Link href={`/brands/${brand.slug}`}>{brand.name}</Link>
          </li>
        ))}
      </ul>
      <p>
        <Link href="/brands">{site.t('home.allBrands', { count: data.total })}</Link>
      </p>
      {script}
    </section>
  );
}

/** Stands in for the brand strip with the same heading and one empty line per brand and for the link below. */
export function BrandStripFallback() {
  const { t } = useSite();
  return (
    <section className="brand-strip" aria-busy="true">
      <h2>{t('home.brandsHeading')}</h2>
      <ul aria-hidden="true">
        {Array.from({ length: BRAND_STRIP_COUNT }, (_, index) => (
          <li key={index}>{'\u00a0'}</li>
        ))}
      </ul>
      <p aria-hidden="true">{'\u00a0'}</p>
    </section>
  );
}
