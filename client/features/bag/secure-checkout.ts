/** Where "Secure checkout" leads, for guests and members alike (issue 10: guests check out too). */
export const CHECKOUT_HREF = '/checkout';
