import type { ReactNode } from 'react';
import type { AccountDetail, BeautyPass } from '../../api/beauty-pass-contract';
import { useSite } from '../../app/site-context';
import { Overview, WithAccount } from '../account/AccountSections';
import { InsiderGifts } from './InsiderGifts';
import { PointsBalance } from './PointsBalance';
import { PointsHistory } from './PointsHistory';
import { TierCard } from './TierCard';

/**
 * The account's Beauty Pass. A sign-in puts the account its answer carried in the account
 * query (client/features/account/account-queries.ts `rememberSignIn`), without Beauty Pass,
 * and refetches it: until GET account answers, the section says it is loading.
 */
function WithPass(props: { account: AccountDetail; children: (pass: BeautyPass) => ReactNode }) {
  const { t } = useSite();
  const pass: BeautyPass | undefined = props.account.beautyPass;
  return pass ? <>{props.children(pass)}</> : <p className="loading">{t('common.loading')}</p>;
}

/** `/account/points`: the tier, the points, the insider gifts and the points history. */
export function BeautyPassPoints() {
  return (
    <WithAccount>
      {(account) => (
        <WithPass account={account}>
          {(pass) => (
            <div className="beauty-pass">
              <TierCard pass={pass} />
              <PointsBalance pass={pass} />
              <InsiderGifts gifts={pass.insiderGifts} />
              <PointsHistory />
            </div>
          )}
        </WithPass>
      )}
    </WithAccount>
  );
}

/** `/account/dashboard`: the account's overview, then the tier and the points. */
export function BeautyPassDashboard() {
  return (
    <Overview>
      {(account) => (
        <WithPass account={account}>
          {(pass) => (
            <div className="beauty-pass">
              <TierCard pass={pass} />
              <PointsBalance pass={pass} />
            </div>
          )}
        </WithPass>
      )}
    </Overview>
  );
}
