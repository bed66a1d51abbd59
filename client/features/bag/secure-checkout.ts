/**
 * Where "Secure checkout" leads until the checkout issue lands: a guest signs in first and comes
 * back to the bag; a member is shown the order summary on the bag page (its `#checkout` part).
 */
export const GUEST_CHECKOUT_HREF = `/sign_in?return_to=${encodeURIComponent('/cart')}`;
export const MEMBER_CHECKOUT_HREF = '/cart#checkout';
export const CHECKOUT_HASH = 'checkout';
