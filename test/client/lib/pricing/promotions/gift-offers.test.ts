import { describe, expect, it } from 'vitest';
import {
  chosenGifts,
  evaluateGiftOffer,
  giftOfferLane,
  giftOfferLines,
  triggerSpend,
} from '../../../../../client/lib/pricing/promotions/gift-offers';
import { giftOffer, line, member, pricingInput } from '../bag-fixtures';
import { laneContext } from './lane-fixtures';

const LINES = [
  line({ id: 1, unitPrice: 3000 }),
  line({ id: 2, unitPrice: 2000, brandId: 2, brandName: 'Maru' }),
  line({ id: 3, unitPrice: 5000, brandId: 2, brandName: 'Maru' }),
];
const MARU = { kind: 'brand' as const, brandId: 2, brandName: 'Maru' };
const ITEMS = [
  { variantId: 71, stock: 5 },
  { variantId: 72, stock: 1 },
];

describe('triggerSpend', () => {
  const context = laneContext(pricingInput('sg', { bag: { lines: LINES } }), {
    amounts: [2700, 1800, 5000],
    counted: [true, true, false],
  });

  it("counts the counted lines' amounts after discounts, the whole bag for a spend trigger", () => {
    expect(triggerSpend(giftOffer({ id: 1 }), context)).toBe(4500);
  });

  it("counts only the brand's lines for a brand trigger", () => {
    expect(triggerSpend(giftOffer({ id: 1, trigger: MARU }), context)).toBe(1800);
  });
});

describe('chosenGifts', () => {
  it("keeps the offer's items, in order, within its number of choices", () => {
    const offer = giftOffer({ id: 1, maxChoices: 2, items: ITEMS });
    expect(
      chosenGifts(offer, [
        { offerId: 1, variantId: 99, quantity: 1 },
        { offerId: 2, variantId: 71, quantity: 1 },
        { offerId: 1, variantId: 71, quantity: 1 },
        { offerId: 1, variantId: 72, quantity: 3 },
        { offerId: 1, variantId: 71, quantity: 1 },
      ]),
    ).toEqual([
      { variantId: 71, quantity: 1 },
      { variantId: 72, quantity: 1 },
    ]);
  });
});

describe('evaluateGiftOffer', () => {
  it('is active at the threshold, and says what is missing below it', () => {
    const context = laneContext(pricingInput('sg', { bag: { lines: LINES } }));
    expect(evaluateGiftOffer(giftOffer({ id: 1, threshold: 10000 }), context)).toMatchObject({
      active: true,
      reasons: [],
    });
    expect(evaluateGiftOffer(giftOffer({ id: 1, threshold: 12000 }), context).reasons).toEqual([
      { code: 'min_spend', required: 12000, current: 10000, missing: 2000 },
    ]);
  });

  it("asks a guest to sign in for a members' offer", () => {
    const offer = giftOffer({ id: 1, membersOnly: true });
    const guest = laneContext(pricingInput('sg', { bag: { lines: LINES } }));
    const signedIn = laneContext(pricingInput('sg', { shopper: member(), bag: { lines: LINES } }));
    expect(evaluateGiftOffer(offer, guest).reasons).toEqual([{ code: 'sign_in_required' }]);
    expect(evaluateGiftOffer(offer, signedIn).active).toBe(true);
  });
});

describe('gift lines', () => {
  const offers = [giftOffer({ id: 1, maxChoices: 2, items: ITEMS })];
  const gifts = [{ offerId: 1, variantId: 72, quantity: 2 }];

  it("are the active offers' choices at zero price, out of stock said but not blocking", () => {
    const lines = giftOfferLines(
      [{ offerId: 1, active: true, reasons: [], maxChoices: 2, chosen: gifts }],
      offers,
    );
    expect(lines).toEqual([
      expect.objectContaining({
        id: 'gift:1:72',
        kind: 'gift',
        quantity: 2,
        amount: 0,
        offerId: 1,
        problems: [{ code: 'gift_out_of_stock' }],
      }),
    ]);
    expect(
      giftOfferLines(
        [{ offerId: 1, active: false, reasons: [], maxChoices: 2, chosen: gifts }],
        offers,
      ),
    ).toEqual([]);
  });

  it('ride only on merchandise that will be ordered, while the offers are still evaluated', () => {
    const input = pricingInput('sg', { giftOffers: offers, bag: { lines: LINES, gifts } });
    expect(giftOfferLane(laneContext(input)).lines).toHaveLength(1);
    const none = giftOfferLane(laneContext(input, { counted: [false, false, false] }));
    expect(none.lines).toEqual([]);
    expect(none.giftOffers).toHaveLength(1);
  });
});
