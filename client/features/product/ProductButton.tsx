import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { ProductCard } from '../../api/catalogue-contract';
import { ApiRequestError } from '../../api/client';
import {
  newIdempotencyKey,
  retryShopperMutation,
  shopperCalls,
  shopperQueries,
} from '../../api/shopper-queries';
import { queryKeys } from '../../api/query-keys';
import { useAnnounce } from '../../app/announcer';
import { useRoute } from '../../app/router';
import { useUser } from '../../app/use-user';
import { useSite } from '../../app/site-context';
import { Link } from '../../components/Link';
import type { MessageKey } from '../../lib/i18n';
import type { Tier } from '../../lib/commerce-rules';
import { productButtonState, type ProductButtonState } from '../../lib/product-button';
import { announceBagChange } from '../bag/bag-sync';
import { useHydrated } from '../bag/use-bag';
import { siteDate } from './dates';

export interface ProductButtonProps {
  productId: number;
  /** The variant the button acts on (the selected shade; a card's default variant). */
  variantId: number;
  /** The variant is sold in the shopper's country. */
  available: boolean;
  stock: number;
  limited: boolean;
  launchAt: string | null;
  priority: ProductCard['priority'];
}

/** States whose button does nothing: the note next to it says why. */
const INERT: ReadonlySet<ProductButtonState> = new Set([
  'adding',
  'out_of_stock',
  'coming_soon',
  'priority_access',
  'unavailable',
]);

function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.body?.message ? error.body.message : fallback;
}

/**
 * The product button: its state comes from `productButtonState` (client/lib), its
 * actions call the API: add to bag (one idempotency key per press, kept across retries; the
 * header count follows the answer), join or leave the waitlist, ask for a launch reminder.
 * Every state is translated; what happens is said in a polite live region next to it.
 *
 * The shopper's lists are per visitor: they load after hydration, and only when the state
 * needs them (the waitlist for a variant out of stock, reminders for an upcoming launch).
 * Accounts and tiers arrive later: until then every shopper is a guest (no tier).
 */
export function ProductButton(props: ProductButtonProps) {
  const site = useSite();
  const { t, api } = site;
  const { path, search } = useRoute();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const noteId = useId();
  const [message, setMessage] = useState<{ variantId: number; text: string } | null>(null);
  // The member's tier from the one user query (after hydration: the server HTML is a guest's).
  const shopperTier: Tier | null = useUser().data?.tier ?? null;
  // The moment the verdict is taken at: read once when the button mounts (not on every render,
  // which React may repeat), so the states of one visit agree with each other.
  const [now] = useState(() => Date.now());
  const base = {
    availableInCountry: props.available,
    stock: props.stock,
    limited: props.limited,
    launchAt: props.launchAt,
    priority: props.priority,
    shopperTier,
    now,
  };
  const bare = productButtonState({
    ...base,
    waitlisted: false,
    reminderSet: false,
    adding: false,
  });

  const live = hydrated && !site.preview;
  const waitlistQuery = shopperQueries.waitlist(api, site);
  const remindersQuery = shopperQueries.reminders(api, site);
  const waitlist = useQuery({ ...waitlistQuery, enabled: live && bare === 'waitlist_me' });
  const reminders = useQuery({ ...remindersQuery, enabled: live && bare === 'remind_me' });

  const launchDate = props.launchAt ? siteDate(props.launchAt, site) : '';
  const say = (text: string) => setMessage({ variantId: props.variantId, text });
  const add = useMutation({
    mutationFn: (key: string, { client }) =>
      shopperCalls.addToBag(
        { api, client },
        { variantId: props.variantId, quantity: 1, idempotencyKey: key },
      ),
    retry: retryShopperMutation,
    onSuccess: (answer) => {
      queryClient.setQueryData(shopperQueries.bagCount(api, site).queryKey, {
        count: answer.count,
      });
      // The bag's other views (the mini-bag, another tab's bag page) are out of date now.
      void queryClient.invalidateQueries({ queryKey: queryKeys.bag(site) });
      announceBagChange();
      say(t('product.status.added', { count: answer.count }));
    },
    onError: (error) => say(errorMessage(error, t('product.status.failed'))),
  });
  const setWaitlisted = useMutation({
    mutationFn: (waitlisted: boolean, { client }) =>
      shopperCalls.setWaitlisted({ api, client }, props.variantId, waitlisted),
    retry: retryShopperMutation,
    onSuccess: (answer, waitlisted) => {
      queryClient.setQueryData(waitlistQuery.queryKey, answer);
      say(t(waitlisted ? 'product.status.waitlisted' : 'product.status.waitlistLeft'));
    },
    onError: (error) => say(errorMessage(error, t('product.status.failed'))),
  });
  const remind = useMutation({
    mutationFn: (_: void, { client }) => shopperCalls.remindMe({ api, client }, props.productId),
    retry: retryShopperMutation,
    onSuccess: (answer) => {
      queryClient.setQueryData(remindersQuery.queryKey, answer);
      say(t('product.status.comingSoon', { date: launchDate }));
    },
    onError: (error) => say(errorMessage(error, t('product.status.failed'))),
  });

  const state = productButtonState({
    ...base,
    waitlisted: waitlist.data?.variantIds.includes(props.variantId) ?? false,
    reminderSet: reminders.data?.productIds.includes(props.productId) ?? false,
    adding: add.isPending && add.variables !== undefined,
  });
  // Inert while the list the button reads is being fetched: a change made meanwhile would be
  // overwritten by the older answer arriving after it (the click would seem ignored).
  const loading =
    (bare === 'waitlist_me' && waitlist.isFetching) ||
    (bare === 'remind_me' && reminders.isFetching);
  const busy = setWaitlisted.isPending || remind.isPending || loading;
  const inert = INERT.has(state) || busy;

  const notes: Partial<Record<ProductButtonState, string>> = {
    adding: t('product.status.adding'),
    out_of_stock: t('product.status.outOfStock'),
    waitlist_me: t('product.status.waitlistMe'),
    waitlisted: t('product.status.waitlisted'),
    remind_me: t('product.status.remindMe', { date: launchDate }),
    coming_soon: t('product.status.comingSoon', { date: launchDate }),
    priority_access: props.priority
      ? t('product.status.priority', {
          tier: t(`product.tiers.${props.priority.tier}` as MessageKey),
          date: siteDate(props.priority.until, site),
        })
      : undefined,
    unavailable: t('product.unavailable'),
  };
  // What the last action said wins while the shopper is on the same variant; else the state's own note.
  const note =
    (message?.variantId === props.variantId ? message.text : undefined) ?? notes[state] ?? '';
  // A change of the note (an action's outcome, another shade's state) is said in the page's one
  // live region; the note on the page describes the button. The first note is not news.
  const announce = useAnnounce();
  const said = useRef(note);
  useEffect(() => {
    if (note === said.current) return;
    said.current = note;
    if (note) announce(note);
  }, [note, announce]);

  const onClick = () => {
    if (inert) return;
    setMessage(null);
    if (state === 'add_to_bag') add.mutate(newIdempotencyKey());
    else if (state === 'waitlist_me') setWaitlisted.mutate(true);
    else if (state === 'waitlisted') setWaitlisted.mutate(false);
    else if (state === 'remind_me') remind.mutate();
  };

  return (
    <div className={`product-button state-${state}`}>
      <button
        type="button"
        className="button"
        aria-disabled={inert ? true : undefined}
        aria-describedby={noteId}
        data-state={state}
        onClick={onClick}
      >
        {t(`product.button.${state}`)}
      </button>
      <p id={noteId} className="product-button-note">
        {note}
      </p>
      {state === 'priority_access' ? (
        <p>
          <Link
            href={`/sign_in?return_to=${encodeURIComponent(`${path}${search ? `?${search}` : ''}`)}`}
          >
            {t('nav.signIn')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
