import { useSite } from '../../app/site-context';
import { Link } from '../../components/Link';
import { useUser } from '../account/use-user';

const RETURN_TO = `return_to=${encodeURIComponent('/cart')}`;

/**
 * The Beauty Pass rewards tab (spec §2). A guest is asked to sign in or join, back to the bag
 * after. Rewards are redeemed with the Beauty Pass issue; until then a member is told so, and
 * shown no reward that does not exist.
 */
export function RewardsTab({ pointsToEarn }: { pointsToEarn: number }) {
  const { t } = useSite();
  const user = useUser();
  if (user.data?.signedIn !== true)
    return (
      <div className="rewards-tab">
        <p>{t('bagPage.rewards.guest')}</p>
        <p className="rewards-links">
          <Link className="button" href={`/sign_in?${RETURN_TO}`}>
            {t('bagPage.rewards.signIn')}
          </Link>
          <Link className="button button-quiet" href={`/sign_in?mode=sign-up&${RETURN_TO}`}>
            {t('bagPage.rewards.join')}
          </Link>
        </p>
      </div>
    );
  return (
    <div className="rewards-tab">
      <p>{t('bagPage.rewards.member')}</p>
      {pointsToEarn > 0 ? <p>{t('bagPage.rewards.points', { points: pointsToEarn })}</p> : null}
    </div>
  );
}
