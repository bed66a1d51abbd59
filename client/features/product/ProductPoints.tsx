import { useSite } from '../../app/site-context';
import { formatNumber } from '../../lib/format';
import { birthdayPoints } from '../../lib/loyalty/birthday-points';
import { useUser } from '../../app/use-user';

/**
 * "Earn N Beauty Pass points" on the product page, double in the member's birthday month
 * (docs/business-rules.md#points). The page's HTML is every visitor's (it is cached), so it states
 * the points of an ordinary day; once GET user says it is the member's birthday month (after
 * hydration), the figure doubles and says why, as the bag and the order will count them.
 */
export function ProductPoints({ points }: { points: number }) {
  const { t, locale } = useSite();
  const user = useUser();
  const birthday = user.data?.signedIn === true && user.data.birthdayMonth === true;
  const shown = formatNumber(birthdayPoints(points, birthday), locale);
  return (
    <p className="product-points">
      {birthday
        ? t('product.pointsBirthday', { points: shown })
        : t('product.points', { points: shown })}
    </p>
  );
}
