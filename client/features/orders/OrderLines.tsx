import type { OrderLine } from '../../api/order-contract';
import { useSite } from '../../app/site-context';
import { Link } from '../../components/Link';
import { formatSize } from '../../lib/format';

/** The order's lines as placed: image, brand, name, shade, size, quantity and amount. */
export function OrderLines(props: { lines: OrderLine[]; money: (minor: number) => string }) {
  const { t, locale } = useSite();
  return (
    <section className="order-lines" aria-labelledby="order-lines-title">
      <h2 id="order-lines-title">{t('order.lines.title')}</h2>
      <ul>
        {props.lines.map((line, index) => {
          const { product, kind } = line;
          // Gifts, samples and a code's gift are managed lines, at zero; a Beauty Pass reward
          // too, paid with points.
          const free = kind !== 'item';
          const reward = kind === 'reward';
          return (
            <li key={`${line.variantId}-${line.kind}-${index}`} className="order-line">
              <img src={product.image} alt="" width={64} height={80} loading="lazy" />
              <div className="order-line-product">
                <p className="order-line-brand">{product.brand}</p>
                <h3 className="order-line-name">
                  <Link href={`/products/${product.slug}`}>{product.name}</Link>
                </h3>
                {kind !== 'item' ? (
                  <p className="order-line-kind">{t(`order.lines.kinds.${kind}`)}</p>
                ) : null}
                <p className="order-line-variant">
                  {product.shade ? (
                    <span>{t('order.lines.shade', { shade: product.shade })}</span>
                  ) : null}
                  {product.size ? (
                    <span>{t('order.lines.size', { size: formatSize(product.size, locale) })}</span>
                  ) : null}
                </p>
                <p>{t('order.lines.quantity', { quantity: line.quantity })}</p>
              </div>
              <p className="order-line-amount">
                {reward
                  ? t('order.lines.withPoints')
                  : line.amount === 0 && free
                    ? t('order.lines.free')
                    : props.money(line.amount)}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
