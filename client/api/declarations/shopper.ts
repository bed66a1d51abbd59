import { CHANGE_ERRORS, SiteHeadersSchema, declare, ok } from '../declare';
import {
  ReminderSubscribeSchema,
  RemindersSchema,
  WaitlistPathSchema,
  WaitlistSchema,
  WaitlistUpdateSchema,
  WishlistSchema,
  WishlistUpdateSchema,
} from '../shopper-contract';

export const shopperOperations = declare({
  wishlist: {
    method: 'get',
    path: '/wishlist/',
    summary: "The shopper's wish list (the member's, or the guest device's)",
    request: { headers: SiteHeadersSchema },
    responses: { 200: ok(WishlistSchema, 'The wish list, newest first') },
    browser: true,
  },
  setWished: {
    method: 'put',
    path: '/wishlist',
    summary: 'Wish a product or not (idempotent); answers the wish list',
    request: { body: WishlistUpdateSchema, headers: SiteHeadersSchema },
    responses: { 200: ok(WishlistSchema, 'The wish list as it is now') },
    errors: [404, 409, 428, ...CHANGE_ERRORS],
    browser: true,
  },
  waitlist: {
    method: 'get',
    path: '/waitlist/',
    summary: 'The variants the shopper waits for on the site',
    request: { headers: SiteHeadersSchema },
    responses: { 200: ok(WaitlistSchema, 'The waitlist') },
    browser: true,
  },
  setWaitlisted: {
    method: 'patch',
    path: '/waitlist/{variantId}',
    summary: 'Join or leave the waitlist of an out-of-stock variant; answers the waitlist',
    request: { params: WaitlistPathSchema, body: WaitlistUpdateSchema, headers: SiteHeadersSchema },
    responses: { 200: ok(WaitlistSchema, 'The waitlist as it is now') },
    errors: [404, 409, 428, ...CHANGE_ERRORS],
    browser: true,
  },
  reminders: {
    method: 'get',
    path: '/notification-subscription/',
    summary: 'Products the shopper asked to be reminded of at launch',
    request: { headers: SiteHeadersSchema },
    responses: { 200: ok(RemindersSchema, 'The launch reminders') },
    browser: true,
  },
  subscribeReminder: {
    method: 'post',
    path: '/notification-subscription/subscribe',
    summary: 'Remind me of a launch still ahead',
    request: { body: ReminderSubscribeSchema, headers: SiteHeadersSchema },
    responses: { 200: ok(RemindersSchema, 'The launch reminders as they are now') },
    errors: [404, 409, 428, ...CHANGE_ERRORS],
    browser: true,
  },
});
