import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import type { PricedBag } from '../../api/bag-contract';
import type { Reward } from '../../api/beauty-pass-contract';
import { useAnnounce } from '../../app/announcer';
import { useSite } from '../../app/site-context';
import { Link } from '../../components/Link';
import { Pending } from '../../components/Pending';
import type { Translate } from '../../lib/i18n';
import { REWARD_GROUPS } from '../../lib/loyalty/reward-rules';
import { useUser } from '../../app/use-user';
import {
  bagRewardsKey,
  bagRewardsQuery,
  rewardCalls,
  rewardLine,
  rewardsInBag,
  withoutReward,
} from './rewards';
import { refusalMessage, useBagChange } from './use-bag-change';

const RETURN_TO = `return_to=${encodeURIComponent('/cart')}`;

/** Why a reward cannot be redeemed now, in words; null when it can (or is in the bag). */
export function rewardReason(t: Translate, reward: Reward): string | null {
  switch (reward.state) {
    case 'available':
    case 'in_bag':
      return null;
    case 'members_only':
    case 'fully_redeemed':
      return t(`bagPage.rewards.reasons.${reward.state}`);
    case 'tier_locked': {
      const tier = reward.minTier ?? 'gold';
      return t(
        tier === 'gold'
          ? 'bagPage.rewards.reasons.tier_locked_top'
          : 'bagPage.rewards.reasons.tier_locked',
        { tier: t(`product.tiers.${tier}`) },
      );
    }
    case 'not_enough_points':
      return reward.missing === 1
        ? t('bagPage.rewards.reasons.not_enough_one')
        : t('bagPage.rewards.reasons.not_enough_points', { count: reward.missing });
  }
}

interface Refusal {
  rewardId: number;
  message: string;
}

/**
 * One reward: image, brand, name and points, and one button whose job follows the reward's
 * state: "Redeem"; "Remove" once it is in the bag (said as "In your bag" beside it); greyed
 * (`aria-disabled`, still focusable) with the reason as its text when it cannot be had. The
 * button stays the same element whatever it says, so after Redeem or Remove keyboard focus is on
 * the button that now does the opposite. Its accessible name carries the reward's name.
 */
function RewardItem(props: {
  reward: Reward;
  busy: boolean;
  refusal: string | null;
  onRedeem: () => void;
  onRemove: () => void;
}) {
  const { t } = useSite();
  const id = useId();
  const { reward, busy, refusal } = props;
  const { product } = reward;
  const reason = rewardReason(t, reward);
  const inBag = reward.state === 'in_bag';
  const refusalId = `${id}-refusal`;
  const label = busy
    ? t('bagPage.rewards.redeeming')
    : inBag
      ? t('bagPage.rewards.remove')
      : (reason ?? t('bagPage.rewards.redeem'));
  return (
    <li className={`reward${reason ? ' is-greyed' : ''}${inBag ? ' is-in-bag' : ''}`}>
      <img src={product.image} alt="" width={48} height={60} loading="lazy" />
      <div className="reward-product">
        <p className="bag-line-brand">{product.brand}</p>
        <p className="reward-name">{product.name}</p>
        <p className="reward-points">{t('bagPage.rewards.cost', { points: reward.points })}</p>
      </div>
      <div className="reward-action">
        {inBag ? <p className="reward-in-bag">{t('bagPage.rewards.inBag')}</p> : null}
        <button
          type="button"
          className={inBag ? 'button button-quiet' : 'button'}
          aria-disabled={reason !== null || busy ? true : undefined}
          aria-describedby={refusal ? refusalId : undefined}
          onClick={() => {
            if (busy || reason !== null) return;
            if (inBag) props.onRemove();
            else props.onRedeem();
          }}
        >
          {reason !== null && !busy ? (
            <>
              <span className="visually-hidden">
                {t('common.namedBefore', { name: product.name })}
              </span>
              {label}
            </>
          ) : (
            <>
              {label}
              <span className="visually-hidden"> {product.name}</span>
            </>
          )}
        </button>
        {refusal ? (
          <p id={refusalId} className="field-error reward-refusal">
            {refusal}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The Beauty Pass rewards tab, its rewards in two groups (docs/business-rules.md#rewards). A guest
 * is asked to sign in or join (back to the bag after) and sees the rewards greyed, "For members". A
 * member sees their points and what the rewards in the bag hold, then the rewards in two groups,
 * each redeemable or greyed with its reason, and those in the bag with Remove. States follow the
 * bag at once (./rewards.ts `rewardsInBag`): the bag query is set from each change's answer
 * (./use-bag-change.ts), which refreshes the list too. A refusal (the API's words: fully redeemed
 * meanwhile, points short…) is shown by its reward and said in the page's live region. Then the
 * points this order earns, double in the birthday month.
 */
export function RewardsTab({ bag }: { bag: PricedBag }) {
  const site = useSite();
  const { t } = site;
  const client = useQueryClient();
  const announce = useAnnounce();
  const change = useBagChange();
  const user = useUser();
  const signedIn = user.data?.signedIn === true;
  const rewards = useQuery({
    ...bagRewardsQuery(site.api, site),
    enabled: user.data !== undefined,
  });
  // GET user says whether this is the member's birthday month (as on product pages).
  const birthday = signedIn && user.data?.birthdayMonth === true;
  const id = useId();
  const [busy, setBusy] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const refuse = (rewardId: number, error: unknown) => {
    const message = refusalMessage(error, t('bagPage.changeFailed'));
    setRefusal({ rewardId, message });
    announce(message);
    // The reward's state has likely changed (fully redeemed, points spent elsewhere).
    void client.invalidateQueries({ queryKey: bagRewardsKey(site) });
  };
  const redeem = async (reward: Reward) => {
    if (busy !== null) return;
    setBusy(reward.id);
    setRefusal(null);
    const result = await change({
      call: (shopper) => rewardCalls.add(shopper, reward.id),
      toast: false,
    });
    setBusy(null);
    if (!result.ok) return refuse(reward.id, result.error);
    announce(t('bagPage.rewards.redeemed', { name: reward.product.name, points: reward.points }));
  };
  const remove = async (reward: Reward) => {
    setRefusal(null);
    const line = rewardLine(bag, reward.id);
    const result = await change({
      call: (shopper) => rewardCalls.remove(shopper, reward.id),
      optimistic: line ? (before) => withoutReward(before, line) : undefined,
      toast: false,
    });
    if (!result.ok) return refuse(reward.id, result.error);
    announce(t('bagPage.removed', { name: reward.product.name }));
  };

  // Two sentences, two paragraphs: how sentences join differs by language (no space in Chinese).
  const earn =
    signedIn && bag.pointsToEarn > 0 ? (
      <>
        <p className="rewards-earn">{t('bagPage.rewards.points', { points: bag.pointsToEarn })}</p>
        {birthday ? <p className="rewards-earn">{t('bagPage.rewards.birthday')}</p> : null}
      </>
    ) : null;

  const list = rewards.data ? rewardsInBag(rewards.data, bag) : undefined;
  let body: ReactNode = null;
  if (list === undefined) {
    // A guest's list is a preview: while it loads, or if it fails, the prompt is enough.
    if (signedIn)
      body = (
        <Pending
          failed={rewards.isError}
          failedText={t('bagPage.rewards.loadFailed')}
          retryText={t('bagPage.retry')}
          onRetry={() => void rewards.refetch()}
        />
      );
  } else if (list.rewards.length === 0)
    body = <p className="rewards-none">{t('bagPage.rewards.none')}</p>;
  else
    body = REWARD_GROUPS.map((group) => {
      const members = list.rewards.filter((reward) => reward.group === group);
      if (!members.length) return null;
      return (
        <section key={group} className="reward-group" aria-labelledby={`${id}-${group}`}>
          <h3 id={`${id}-${group}`}>{t(`bagPage.rewards.groups.${group}`)}</h3>
          <ul className="reward-list">
            {members.map((reward) => (
              <RewardItem
                key={reward.id}
                reward={reward}
                busy={busy === reward.id}
                refusal={refusal?.rewardId === reward.id ? refusal.message : null}
                onRedeem={() => void redeem(reward)}
                onRemove={() => void remove(reward)}
              />
            ))}
          </ul>
        </section>
      );
    });

  if (!signedIn)
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
        {body}
      </div>
    );
  // The bag's figures: the list's are the same once it has loaded (rewardsInBag).
  const points = bag.rewards.available;
  const inBagPoints = bag.rewards.points;
  return (
    <div className="rewards-tab">
      <p className="rewards-balance">
        {inBagPoints > 0
          ? t('bagPage.rewards.balanceInBag', { points, inBag: inBagPoints })
          : points === 1
            ? t('bagPage.rewards.balanceOne')
            : t('bagPage.rewards.balance', { points })}
      </p>
      {earn}
      {body}
    </div>
  );
}
