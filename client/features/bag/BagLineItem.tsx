import type { BagLine } from '../../api/bag-contract';
import { useSite } from '../../app/site-context';
import { Link } from '../../components/Link';
import { formatSize } from '../../lib/format';
import type { Translate } from '../../lib/i18n';
import { QuantityStepper } from './QuantityStepper';
import type { LineActions } from './use-line-actions';

/**
 * Lines the shopper changes here; gifts and samples change through their pickers. A Beauty Pass
 * reward (one of each) has no quantity: it is redeemed in the rewards tab and removed here or there.
 */
const CHANGEABLE: ReadonlySet<BagLine['kind']> = new Set(['product', 'bundle']);

/**
 * What a Beauty Pass reward line shows in place of a price (it costs points, not money): the bag
 * page, the checkout's review.
 */
export function rewardFigure(t: Translate, line: Pick<BagLine, 'points'>): string {
  return t('bagPage.line.reward', { points: line.points ?? 0 });
}

/** The image, brand, name, shade and size of a line: shared by the bag page and the mini-bag. */
export function LineProduct({
  product,
  headingLevel,
  onNavigate,
}: {
  product: BagLine['product'];
  headingLevel: 3 | 4;
  /** Called when the product's link is followed (the mini-bag closes then). */
  onNavigate?: () => void;
}) {
  const { locale } = useSite();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <>
      <img className="bag-line-image" src={product.image} alt="" width={64} height={80} />
      <div className="bag-line-product">
        <p className="bag-line-brand">{product.brand}</p>
        <Heading className="bag-line-name">
          {product.slug ? (
            <Link href={`/products/${product.slug}`} onClick={onNavigate}>
              {product.name}
            </Link>
          ) : (
            product.name
          )}
        </Heading>
        <p className="bag-line-variant">
          {product.shade ? (
            <span className="bag-line-shade">
              {product.shadeHex ? (
                <span
                  className="swatch-dot"
                  style={{ background: product.shadeHex }}
                  aria-hidden="true"
                />
              ) : null}
              {product.shade}
            </span>
          ) : null}
          {product.size ? <span>{formatSize(product.size, locale)}</span> : null}
        </p>
      </div>
    </>
  );
}

/**
 * One line of the bag page: what it is, its unit price and amount (with the staff or code
 * discount when there is one), its problems (a blocking one says it keeps checkout closed), and
 * for a product or a set the quantity stepper, remove and (a product) move to the wish list. A
 * Beauty Pass reward shows its points instead of a price, and Remove.
 */
export function BagLineItem(props: {
  line: BagLine;
  money: (minor: number) => string;
  actions: LineActions;
}) {
  const { t } = useSite();
  const { line, money, actions } = props;
  const name = line.product.name;
  const changeable = CHANGEABLE.has(line.kind);
  const reward = line.kind === 'reward';
  const blocked = line.problems.some((problem) => problem.blocking);
  const collectProblem = line.problems.some((problem) => problem.code === 'click_and_collect_only');
  // The shelf price of the quantity: a discount or a set's share shows against it.
  const shelf = line.unitPrice * line.quantity;
  const discounted = line.amount < shelf;
  return (
    <li
      className={`bag-line${blocked ? ' is-blocked' : ''}`}
      aria-busy={actions.checking === line.id}
    >
      <LineProduct product={line.product} headingLevel={line.bundle ? 4 : 3} />
      <div className="bag-line-price">
        {reward ? (
          <p className="bag-line-reward">{rewardFigure(t, line)}</p>
        ) : (
          <>
            {changeable ? (
              <p className="bag-line-unit">
                {t('bagPage.line.unitPrice', { price: money(line.unitPrice) })}
              </p>
            ) : (
              <p className="bag-line-free">{t(`bagPage.line.kind.${line.kind}`)}</p>
            )}
            <p className="bag-line-amount">
              <span className="visually-hidden">{t('bagPage.line.amount')} </span>
              {discounted ? <del>{money(shelf)}</del> : null} <strong>{money(line.amount)}</strong>
            </p>
          </>
        )}
        {line.staffDiscount > 0 ? (
          <p className="bag-line-discount">
            {t('bagPage.line.staffDiscount', { amount: money(line.staffDiscount) })}
          </p>
        ) : null}
        {line.codeDiscount > 0 ? (
          <p className="bag-line-discount">
            {t('bagPage.line.codeDiscount', { amount: money(line.codeDiscount) })}
          </p>
        ) : null}
      </div>
      {line.problems.length || (line.clickAndCollectOnly && !collectProblem) ? (
        <ul className="bag-line-problems">
          {line.clickAndCollectOnly && !collectProblem ? (
            <li>{t('bagPage.line.collectOnly')}</li>
          ) : null}
          {line.problems.map((problem) => (
            <li key={problem.code} className={problem.blocking ? 'is-blocking' : undefined}>
              {problem.blocking ? <strong>{t('bagPage.line.blocking')} </strong> : null}
              {problem.message}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="bag-line-actions">
        {changeable ? (
          <QuantityStepper
            name={name}
            quantity={line.quantity}
            max={line.maxQuantity}
            onChange={(quantity) => actions.setQuantity(line, quantity)}
          />
        ) : reward ? null : (
          <p className="bag-line-quantity">
            {t('bagPage.line.quantity', { quantity: line.quantity })}
          </p>
        )}
        {changeable || reward ? (
          <button
            type="button"
            className="link-button"
            onClick={() => (reward ? actions.removeReward(line) : actions.remove(line))}
          >
            {t('bagPage.line.remove')}
            <span className="visually-hidden"> {name}</span>
          </button>
        ) : null}
        {line.kind === 'product' ? (
          <button type="button" className="link-button" onClick={() => actions.move(line)}>
            {t('bagPage.line.move')}
            <span className="visually-hidden"> {name}</span>
          </button>
        ) : null}
      </div>
    </li>
  );
}
