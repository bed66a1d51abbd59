import { accountView } from '../auth/account-view';
import { CACHE } from '../cache-policy';
import { findAccount } from '../accounts/accounts';
import { isConstraintError } from '../db/constraint-error';
import type { AppEnv } from '../env';
import { expireInactivePoints, matureDuePoints, reviewTiers } from '../loyalty/scheduled';
import { actionAwardStatement } from '../loyalty/actions';
import { giveInsiderGifts } from '../loyalty/insider-gifts';
import { refundStatements } from '../loyalty/order-points';
import { adjustmentStatement } from '../loyalty/adjustments';
import { readBeautyPass } from '../loyalty/read-beauty-pass';
import { orderPaymentOf } from '../orders/read-order';
import { lastActivityStatement, refundOutcome, tierChangeStatement } from '../loyalty/sandbox';
import { HttpError } from './errors';
import { apiApp, readJson, routeOf } from './route-kit';

/**
 * Beauty Pass's developer surface (development and test only: /api/web/v1/sandbox/** answers
 * 404 in production, routes/developer-surfaces.ts): what the payment provider, the operators
 * and the calendar do, so a person or a test reaches every state of the programme at once:
 * a refund as the provider reports it, an action's award or a manual adjustment, a member's
 * clock moved back, and a job run as if at another time. Each goes through the same
 * statements as the real thing.
 */

export const sandboxRefundRoute = routeOf('sandboxRefund', '/sandbox', { middleware: [readJson] });

export const sandboxPointsRoute = routeOf('sandboxPoints', '/sandbox', { middleware: [readJson] });

export const sandboxClockRoute = routeOf('sandboxClock', '/sandbox', { middleware: [readJson] });

export const sandboxJobRoute = routeOf('sandboxBeautyPassJob', '/sandbox', {
  middleware: [readJson],
});

const DAY = 86_400_000;

async function detail(db: D1Database, id: number, now: Date) {
  const row = await findAccount(db, id);
  const beautyPass = row && (await readBeautyPass(db, id, now));
  if (!row || !beautyPass)
    throw new HttpError(404, 'NOT_FOUND', 'errors.notFound', { field: 'id' });
  return { ...accountView(row), beautyPass };
}

export const sandboxBeautyPass = apiApp<AppEnv>()
  .openapi(sandboxRefundRoute, async (c) => {
    c.header('cache-control', CACHE.private);
    const { number } = c.req.valid('param');
    const { amount, idempotencyKey } = c.req.valid('json');
    const db = c.env.DB;
    const order = await orderPaymentOf(db, number);
    if (!order)
      throw new HttpError(404, 'NOT_FOUND', 'orderRules.refusals.orderNotFound', {
        field: 'number',
      });
    if (order.payment !== 'paid')
      throw new HttpError(409, 'NOT_PAID', 'beautyPassRules.refusals.notPaid', { field: 'number' });
    await db.batch(
      refundStatements(db, { orderId: order.id, amount, key: idempotencyKey }, c.get('now')),
    );
    const outcome = await refundOutcome(db, order.id, idempotencyKey);
    // Nothing under this key: the amount was more than is left to refund. The same key with
    // another amount is the first refund's replay (its amount stands).
    if (outcome.written === null)
      throw new HttpError(409, 'REFUND_TOO_LARGE', 'beautyPassRules.refusals.refundTooLarge', {
        field: 'amount',
      });
    return c.json({ refunded: outcome.refunded, pointsReversed: outcome.reversed }, 200);
  })
  .openapi(sandboxPointsRoute, async (c) => {
    c.header('cache-control', CACHE.private);
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const now = c.get('now');
    await detail(c.env.DB, id, now);
    const statement =
      body.source === 'manual_points_adjustment'
        ? adjustmentStatement(c.env.DB, id, body.points, body.key, now.toISOString())
        : actionAwardStatement(c.env.DB, id, body.source, now.toISOString());
    try {
      await statement.run();
    } catch (error) {
      // The balance's CHECK: an adjustment may not take more than is available.
      if (isConstraintError(error))
        throw new HttpError(409, 'POINTS_SHORT', 'beautyPassRules.refusals.pointsShort', {
          field: 'points',
        });
      throw error;
    }
    return c.json(await detail(c.env.DB, id, now), 200);
  })
  .openapi(sandboxClockRoute, async (c) => {
    c.header('cache-control', CACHE.private);
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const now = c.get('now');
    await detail(c.env.DB, id, now);
    const statements: D1PreparedStatement[] = [];
    if (body.lastActivityDaysAgo !== undefined)
      statements.push(
        lastActivityStatement(
          c.env.DB,
          id,
          new Date(now.getTime() - body.lastActivityDaysAgo * DAY),
        ),
      );
    if (body.tierChange !== undefined)
      statements.push(
        tierChangeStatement(
          c.env.DB,
          id,
          body.tierChange
            ? {
                at: new Date(now.getTime() - body.tierChange.daysAgo * DAY),
                from: body.tierChange.from,
              }
            : null,
        ),
      );
    if (statements.length) await c.env.DB.batch(statements);
    return c.json(await detail(c.env.DB, id, now), 200);
  })
  .openapi(sandboxJobRoute, async (c) => {
    c.header('cache-control', CACHE.private);
    const { job } = c.req.valid('json');
    const when = c.get('now');
    const db = c.env.DB;
    const changed =
      job === 'mature'
        ? await matureDuePoints(db, when, 60)
        : job === 'expire'
          ? await expireInactivePoints(db, when)
          : job === 'review'
            ? await reviewTiers(db, when)
            : await giveInsiderGifts(db, when);
    return c.json({ changed }, 200);
  });
