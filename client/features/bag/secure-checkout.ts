/** Where "Secure checkout" leads, for guests and members alike: guests check out too. */
export const CHECKOUT_HREF = '/checkout';
