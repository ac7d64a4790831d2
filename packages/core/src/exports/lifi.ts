// @latch/core/lifi: LI.FI's public API as a swap source — Latch's default, which needs no key. Core loads it on the
// first swap; a host that tunes it beyond `swaps.lifi` (its own fetch, clock) builds it from here.
export { LIFI_API_URL, lifiSource, type LifiSourceOptions } from '../swap/sources/lifi'
