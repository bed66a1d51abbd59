import {
  AccountSchema,
  SandboxDeletedSchema,
  SandboxUserPatchSchema,
  SandboxUserPathSchema,
  SandboxUserSchema,
  SandboxUsersSchema,
} from '../account-contract';
import {
  AccountDetailSchema,
  SandboxClockSchema,
  SandboxJobAnswerSchema,
  SandboxJobSchema,
  SandboxPointsSchema,
  SandboxRefundAnswerSchema,
  SandboxRefundSchema,
} from '../beauty-pass-contract';
import { CHANGE_ERRORS, SiteHeadersSchema, declare, ok } from '../declare';
import {
  FulfilmentStepSchema,
  OrderAnswerSchema,
  OrderPathSchema,
  SandboxPaymentSchema,
  SandboxPaymentsSchema,
} from '../order-contract';
import { z } from 'zod';

/**
 * The generated OpenAPI document, as far as a reader of it (the /swagger page) relies on it.
 */
export interface OpenApiDocument {
  info: { title: string; version: string };
  servers: { url: string }[];
  paths: Record<
    string,
    Record<
      string,
      {
        summary: string;
        parameters?: { name: string; in: string; required: boolean }[];
        responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
      }
    >
  >;
}

const DocumentPathsSchema = z.object({ paths: z.record(z.string(), z.unknown()) });

/**
 * The sandbox's development-only operations (routes/developer-surfaces.ts), and the OpenAPI
 * document itself.
 */
export const developerOperations = declare({
  sandboxUsers: {
    method: 'get',
    path: '/sandbox/users/',
    summary: 'Development only: the newest test members',
    request: { headers: SiteHeadersSchema },
    responses: { 200: ok(SandboxUsersSchema, 'Members, newest first') },
  },
  createSandboxUser: {
    method: 'post',
    path: '/sandbox/users/',
    summary: 'Development only: make a member with a known password, tier and staff flag',
    request: { body: SandboxUserSchema, headers: SiteHeadersSchema },
    responses: { 201: ok(AccountSchema, 'Made') },
    errors: [409, ...CHANGE_ERRORS],
  },
  sandboxUser: {
    method: 'get',
    path: '/sandbox/users/{id}',
    summary: 'Development only: one member',
    request: { params: SandboxUserPathSchema, headers: SiteHeadersSchema },
    responses: { 200: ok(AccountSchema, 'The member') },
    errors: [404],
  },
  patchSandboxUser: {
    method: 'patch',
    path: '/sandbox/users/{id}',
    summary: "Development only: change a member's tier, staff flag or password",
    request: {
      params: SandboxUserPathSchema,
      body: SandboxUserPatchSchema,
      headers: SiteHeadersSchema,
    },
    responses: { 200: ok(AccountSchema, 'Changed') },
    errors: [404, ...CHANGE_ERRORS],
  },
  deleteSandboxUser: {
    method: 'delete',
    path: '/sandbox/users/{id}',
    summary: 'Development only: delete a member and everything the account owns',
    request: { params: SandboxUserPathSchema, headers: SiteHeadersSchema },
    responses: { 200: ok(SandboxDeletedSchema, 'Deleted') },
    errors: [404, ...CHANGE_ERRORS],
  },
  sandboxPayments: {
    method: 'get',
    path: '/sandbox/payments/',
    summary: 'The payments a bank app could act on now: pending, or held for risk review',
    responses: { 200: ok(SandboxPaymentsSchema, 'The open payments') },
    browser: true,
  },
  sandboxPay: {
    method: 'post',
    path: '/sandbox/payments/{number}',
    summary:
      "Pay, fail, expire, approve or block an order's open payment: the provider's signed callback is sent",
    request: { params: OrderPathSchema, body: SandboxPaymentSchema },
    responses: { 200: ok(z.object({ events: z.number().int() }), 'Sent') },
    errors: [404, 409, ...CHANGE_ERRORS],
    browser: true,
  },
  sandboxFulfil: {
    method: 'post',
    path: '/sandbox/orders/{number}/fulfilment',
    summary: 'Move a paid order on: ship, deliver, ready (click and collect), collect',
    request: { params: OrderPathSchema, body: FulfilmentStepSchema },
    responses: { 200: ok(OrderAnswerSchema, 'Moved') },
    errors: [404, 409, ...CHANGE_ERRORS],
  },
  sandboxRefund: {
    method: 'post',
    path: '/sandbox/orders/{number}/refunds',
    summary: "Refund some of a paid order's merchandise (its points and tier spend follow)",
    request: { params: OrderPathSchema, body: SandboxRefundSchema },
    responses: { 200: ok(SandboxRefundAnswerSchema, 'Refunded') },
    errors: [404, 409, ...CHANGE_ERRORS],
  },
  sandboxPoints: {
    method: 'post',
    path: '/sandbox/users/{id}/points',
    summary: "Award an action's points (once) or adjust a member's points by hand",
    request: { params: SandboxUserPathSchema, body: SandboxPointsSchema },
    responses: { 200: ok(AccountDetailSchema, 'Done') },
    errors: [404, 409, ...CHANGE_ERRORS],
  },
  sandboxClock: {
    method: 'post',
    path: '/sandbox/users/{id}/clock',
    summary: "Move a member's last activity or last tier change back in time",
    request: { params: SandboxUserPathSchema, body: SandboxClockSchema },
    responses: { 200: ok(AccountDetailSchema, 'Moved') },
    errors: [404, ...CHANGE_ERRORS],
  },
  sandboxBeautyPassJob: {
    method: 'post',
    path: '/sandbox/beauty-pass/jobs',
    summary: 'Run a Beauty Pass job (mature, expire, review, gifts) as if at a given time',
    request: { body: SandboxJobSchema },
    responses: { 200: ok(SandboxJobAnswerSchema, 'Ran') },
    errors: [...CHANGE_ERRORS],
  },
  // Not a route of its own: the worker writes it from every other declaration
  // (worker/api/openapi.ts), so it is not in the document it writes.
  openApiDocument: {
    method: 'get',
    path: '/openapi.json',
    summary: 'The OpenAPI document of the API',
    responses: {
      200: ok(
        z.custom<OpenApiDocument>((value) => DocumentPathsSchema.safeParse(value).success),
        'The document',
      ),
    },
    browser: true,
  },
});
