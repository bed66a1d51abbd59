import { env } from 'cloudflare:test';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { PricedBag, Samples } from '../../../../client/api/bag-contract';
import { call, json } from '../shopper-helpers';
import { member, newDevice, signIn, variantOn } from './cart-helpers';

/**
 * A model-based test of the bag (reliability research BIZ-9, BIZ-10): random sequences of add,
 * change, remove, apply and remove a code, choose samples and sign in (adoption), run against
 * the real worker and against a simple model of what the bag should hold; after every step the
 * two are compared, and the invariants hold: at most 6 per line, one code, at most 2 samples,
 * the subtotal is the model's, nothing is negative.
 */

interface Model {
  /** Quantity per variant, in the order the lines were made. */
  lines: Map<number, number>;
  code: string | null;
  samples: number;
  signedIn: boolean;
}

interface Real {
  /** The shopper's request options: a guest's device, then a member's session. */
  options: { device?: string; headers?: Record<string, string> };
}

const CODES = ['BEAUTY10', 'FREESHIP', 'BIGSPEND'] as const;

let pool: { id: number; price: number }[] = [];
let sampleIds: number[] = [];
let bigSpendMinimum = 0;

const send = (real: Real, path: string, options: Parameters<typeof call>[1] = {}) =>
  call(path, {
    ...real.options,
    ...options,
    headers: { ...real.options.headers, ...options.headers },
  });

async function compare(model: Model, real: Real): Promise<void> {
  const bag = await json<PricedBag>(await send(real, 'cart/'));
  const products = bag.lines.filter((line) => line.kind === 'product');
  expect(new Map(products.map((line) => [line.variantId, line.quantity]))).toEqual(model.lines);
  expect(bag.promo?.code ?? null).toBe(model.code);
  const prices = new Map(pool.map((variant) => [variant.id, variant.price]));
  const subtotal = [...model.lines].reduce(
    (sum, [id, quantity]) => sum + prices.get(id)! * quantity,
    0,
  );
  expect(bag.totals.subtotal).toBe(subtotal);
  expect(bag.samples.chosen).toBe(model.samples);
  expect(bag.lines.filter((line) => line.kind === 'sample')).toHaveLength(
    model.lines.size > 0 ? model.samples : 0,
  );
  for (const line of bag.lines) {
    expect(line.quantity).toBeLessThanOrEqual(6);
    expect(line.amount).toBeGreaterThanOrEqual(0);
    expect(line.tax).toBeGreaterThanOrEqual(0);
  }
  expect(bag.totals.total).toBe(
    bag.lines.reduce((sum, line) => sum + line.amount, 0) + bag.totals.shipping,
  );
}

/** Whether a code would apply to the model's bag (its conditions, one per order). */
function applies(model: Model, code: string): boolean {
  if (model.lines.size === 0 || (model.code !== null && model.code !== code)) return false;
  if (code !== 'BIGSPEND') return true;
  const prices = new Map(pool.map((variant) => [variant.id, variant.price]));
  const spend = [...model.lines].reduce(
    (sum, [id, quantity]) => sum + prices.get(id)! * quantity,
    0,
  );
  return spend >= bigSpendMinimum;
}

class Add implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly index: number,
    readonly quantity: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const variant = pool[this.index];
    const response = await send(real, 'cart/line-items/', {
      method: 'POST',
      body: { variantId: variant.id, quantity: this.quantity },
    });
    const after = (model.lines.get(variant.id) ?? 0) + this.quantity;
    if (after <= 6) {
      expect(response.status).toBeLessThan(300);
      model.lines.set(variant.id, after);
    } else expect(response.status).toBe(409);
    await compare(model, real);
  }
  toString = () => `add(${this.index}, ${this.quantity})`;
}

class SetQuantity implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly position: number,
    readonly quantity: number,
  ) {}
  check = (model: Readonly<Model>) => model.lines.size > 0;
  async run(model: Model, real: Real) {
    const bag = await json<PricedBag>(await send(real, 'cart/'));
    const products = bag.lines.filter((line) => line.kind === 'product');
    const line = products[this.position % products.length];
    const response = await send(real, `cart/line-items/${line.id}`, {
      method: 'PATCH',
      body: { quantity: this.quantity },
    });
    if (this.quantity <= 6) {
      expect(response.status).toBe(200);
      model.lines.set(line.variantId, this.quantity);
    } else expect(response.status).toBe(409);
    await compare(model, real);
  }
  toString = () => `set(${this.position}, ${this.quantity})`;
}

class Remove implements fc.AsyncCommand<Model, Real> {
  constructor(readonly position: number) {}
  check = (model: Readonly<Model>) => model.lines.size > 0;
  async run(model: Model, real: Real) {
    const bag = await json<PricedBag>(await send(real, 'cart/'));
    const products = bag.lines.filter((line) => line.kind === 'product');
    const line = products[this.position % products.length];
    expect((await send(real, `cart/line-items/${line.id}`, { method: 'DELETE' })).status).toBe(200);
    model.lines.delete(line.variantId);
    await compare(model, real);
  }
  toString = () => `remove(${this.position})`;
}

class ApplyCode implements fc.AsyncCommand<Model, Real> {
  constructor(readonly code: (typeof CODES)[number]) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const response = await send(real, 'cart/discount-coupon/', {
      method: 'POST',
      body: { code: this.code },
    });
    if (applies(model, this.code)) {
      expect(response.status).toBe(200);
      model.code = this.code;
    } else expect(response.status).toBe(422);
    await compare(model, real);
  }
  toString = () => `apply(${this.code})`;
}

class RemoveCode implements fc.AsyncCommand<Model, Real> {
  check = (model: Readonly<Model>) => model.code !== null;
  async run(model: Model, real: Real) {
    const bag = await json<PricedBag>(await send(real, 'cart/'));
    expect(
      (await send(real, `cart/discount-coupon/${bag.promo!.id}`, { method: 'DELETE' })).status,
    ).toBe(200);
    model.code = null;
    await compare(model, real);
  }
  toString = () => 'removeCode';
}

class ChooseSamples implements fc.AsyncCommand<Model, Real> {
  constructor(readonly count: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const samples = sampleIds.slice(0, this.count).map((sampleId) => ({ sampleId, quantity: 1 }));
    const response = await send(real, 'cart/samples', { method: 'POST', body: { samples } });
    if (this.count <= 2) {
      expect(response.status).toBe(200);
      model.samples = this.count;
    } else expect(response.status).toBe(400);
    await compare(model, real);
  }
  toString = () => `samples(${this.count})`;
}

/** Sign-in from the guest's browser: the device's bag becomes the (new, empty) account's. */
class SignIn implements fc.AsyncCommand<Model, Real> {
  check = (model: Readonly<Model>) => !model.signedIn;
  async run(model: Model, real: Real) {
    const account = await member('sg');
    const cookie = await signIn(account.id, real.options.device);
    real.options = { headers: { cookie } };
    model.signedIn = true;
    await compare(model, real);
  }
  toString = () => 'signIn';
}

it(
  'random sequences of bag changes agree with the model after every step',
  { timeout: 120_000 },
  async () => {
    pool = await Promise.all(
      [0, 1, 2, 3].map((offset) => variantOn('sg', { offset: 30 + offset, stock: 40 })),
    );
    const listed = await json<Samples>(await call('cart/samples', { device: newDevice() }));
    sampleIds = listed.samples.filter((sample) => !sample.fullyRedeemed).map((sample) => sample.id);
    bigSpendMinimum = (await env.DB.prepare(
      "SELECT min_spend_minor FROM promotions WHERE country = 'sg' AND code = 'BIGSPEND'",
    ).first<{
      min_spend_minor: number;
    }>())!.min_spend_minor;
    const commands = [
      fc
        .tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 4 }))
        .map(([i, q]) => new Add(i, q)),
      fc.tuple(fc.nat(), fc.integer({ min: 1, max: 8 })).map(([p, q]) => new SetQuantity(p, q)),
      fc.nat().map((p) => new Remove(p)),
      fc.constantFrom(...CODES).map((code) => new ApplyCode(code)),
      fc.constant(new RemoveCode()),
      fc.integer({ min: 0, max: 3 }).map((count) => new ChooseSamples(count)),
      fc.constant(new SignIn()),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 14 }), async (sequence) => {
        const setup = () => ({
          model: {
            lines: new Map<number, number>(),
            code: null,
            samples: 0,
            signedIn: false,
          } as Model,
          real: { options: { device: newDevice() } } as Real,
        });
        await fc.asyncModelRun(setup, sequence);
      }),
      { numRuns: 12, seed: 20261125 },
    );
  },
);
