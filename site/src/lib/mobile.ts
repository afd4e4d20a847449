/** Spec section 4: a mobile user agent (whatever the window width) ... */
export const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

/** ... or a window 768 px wide or less (spec section 9). */
export const MOBILE_QUERY = '(max-width: 768px)';
