import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import type { BagLine, PricedBag, Preview } from '../../api/bag-contract';
import { bagCalls } from '../../api/bag-queries';
import { queryKeys } from '../../api/query-keys';
import { useAnnounce } from '../../app/announcer';
import { useSite } from '../../app/site-context';
import { LineChangeDialog, type PendingChange } from './LineChangeDialog';
import { couldLoseSomething, losesSomething } from './losses';
import { sameGroup, withoutLine, withQuantity } from './optimistic';
import { rewardCalls, withoutReward } from './rewards';
import { refusalMessage, useBagChange } from './use-bag-change';
import { useToast } from './Toasts';

export interface LineActions {
  setQuantity: (line: BagLine, quantity: number) => void;
  remove: (line: BagLine) => void;
  move: (line: BagLine) => void;
  /** Takes a Beauty Pass reward line out of the bag (DELETE cart/beauty-pass-offers/{id}). */
  removeReward: (line: BagLine) => void;
  /** The line whose change is being checked with the API before it is made. */
  checking: string | null;
  /** The dialog a change is waiting on, if any. */
  dialog: ReactNode;
}

/**
 * What the bag's lines can do: change the quantity, remove, move to the wish list. An increase
 * is made at once. A decrease or a removal first asks the API what it would lose (only when the
 * bag holds something to lose: a gift, a code, free shipping, samples, a set) and waits for the
 * shopper's word when it would lose anything; a move and a change of a set always ask. Made
 * changes are optimistic (./use-bag-change.ts). A removed line's controls go with it, so focus
 * moves to `listHeading`, the heading of the bag's lines. A Beauty Pass reward line is taken out
 * at once: it costs no money, so taking it out loses nothing else.
 */
export function useLineActions(bag: PricedBag, listHeading: () => HTMLElement | null): LineActions {
  const site = useSite();
  const { t, api } = site;
  const client = useQueryClient();
  const change = useBagChange();
  const announce = useAnnounce();
  const toast = useToast();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [checking, setChecking] = useState<string | null>(null);
  // Where focus goes when the dialog closes: the heading once its line is gone, else the opener.
  const focusAfterDialog = useRef<HTMLElement | null>(null);

  // A removed line's controls go with it: focus goes to the lines' heading, or to the page's
  // heading when the bag is left empty (the lines' section goes too).
  const focusTargetAfterRemoving = (line: BagLine): HTMLElement | null => {
    const rest = bag.lines.some((candidate) => !sameGroup(line, candidate));
    const target = rest ? listHeading() : document.getElementById('page-title');
    if (target && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    return target;
  };

  const make = (action: PendingChange['action'] | 'increase', line: BagLine, quantity: number) => {
    const name = line.product.name;
    if (action === 'increase' || action === 'decrease') {
      void change({
        call: (shopper, key) => bagCalls.setQuantity(shopper, key, line, quantity),
        optimistic: (before) => withQuantity(before, line, quantity),
      }).then((result) => {
        if (result.ok) announce(t('bagPage.quantityChanged', { name, quantity }));
      });
      return;
    }
    const move = action === 'move';
    void change({
      call: (shopper, key) =>
        move ? bagCalls.moveToWishlist(shopper, key, line) : bagCalls.remove(shopper, key, line),
      optimistic: (before) => withoutLine(before, line),
    }).then((result) => {
      if (!result.ok) return;
      // A set goes whole (the dialog said so): say the set, not the one item its button was on.
      if (!move && line.bundle) announce(t('bagPage.setRemoved', { name: line.bundle.name }));
      else announce(t(move ? 'bagPage.moved' : 'bagPage.removed', { name }));
      if (move) void client.invalidateQueries({ queryKey: queryKeys.wishlist(site) });
    });
  };

  const ask = async (action: PendingChange['action'], line: BagLine, quantity: number) => {
    // One question at a time: a second press while the API is asked would ask twice.
    if (checking !== null || pending !== null) return;
    let preview: Preview | null = null;
    if (couldLoseSomething(bag, line)) {
      setChecking(line.id);
      try {
        preview = await bagCalls.preview({ api, client }, line, quantity);
      } catch (error) {
        toast(refusalMessage(error, t('bagPage.changeFailed')));
        return;
      } finally {
        setChecking(null);
      }
    }
    if (action === 'move' || line.bundle !== null || (preview && losesSomething(preview))) {
      const groupSize = bag.lines.filter((candidate) => sameGroup(line, candidate)).length;
      focusAfterDialog.current = null;
      setPending({ action, line, quantity, preview, groupSize });
      return;
    }
    if (action === 'remove') focusTargetAfterRemoving(line)?.focus();
    make(action, line, quantity);
  };

  const dialog = pending ? (
    <LineChangeDialog
      change={pending}
      onConfirm={() => {
        if (pending.action !== 'decrease')
          focusAfterDialog.current = focusTargetAfterRemoving(pending.line);
        setPending(null);
        make(pending.action, pending.line, pending.quantity);
      }}
      onCancel={() => setPending(null)}
      focusOnClose={() => focusAfterDialog.current}
    />
  ) : null;

  return {
    setQuantity: (line, quantity) => {
      if (quantity > line.quantity) make('increase', line, quantity);
      else void ask('decrease', line, quantity);
    },
    remove: (line) => void ask('remove', line, 0),
    move: (line) => void ask('move', line, 0),
    removeReward: (line) => {
      if (line.rewardId === undefined) return;
      const rewardId = line.rewardId;
      focusTargetAfterRemoving(line)?.focus();
      void change({
        call: (shopper) => rewardCalls.remove(shopper, rewardId),
        optimistic: (before) => withoutReward(before, line),
      }).then((result) => {
        if (result.ok) announce(t('bagPage.removed', { name: line.product.name }));
      });
    },
    checking,
    dialog,
  };
}
