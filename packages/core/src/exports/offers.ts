// @latch/core/offers: what the Account view offers (Swap, Buy, Receive, a name) for the active account. Its own entry so
// that only the lazily loaded Account view carries it: reached from the main entry, it would join every first bundle.
export { accountOffers, swapOffered } from '../swap/availability'
export { namesServe } from '../names/namespaces'
