/** Timings of spec §9 for the embedded-wallet frame, in milliseconds. */
export const FRAME_READY_TIMEOUT_MS = 20_000
export const FRAME_REQUEST_TIMEOUT_MS = 30_000
/** The frame settles its own state after announcing READY; requests wait this long after it. */
export const FRAME_AFTER_READY_MS = 500
export const FRAME_SIGN_OUT_TIMEOUT_MS = 3_000
/** Protocol version the frame announces in READY and the app puts in the frame URL. */
export const FRAME_PROTOCOL_VERSION = '1'
/** Wallet SDK defaults (spec §9). */
export const FRAME_SDK_VERSION = 4
export const FRAME_DEFAULT_LOG_LEVEL = 'error'
/**
 * Ancestors a frame accepts when the project lists none (spec §5): localhost on any port, Cloudflare
 * Pages, Vercel and ngrok previews, and the two secure-mobile hosts of the mobile SDKs. For development
 * only: anyone can host a page on those platforms. Their wildcards are over public suffixes, which
 * `isOriginPattern` refuses in a project's own list; `isAllowedOrigin` honours these exact strings.
 */
export const DEFAULT_ALLOWED_ORIGINS = [
  'http://localhost:*',
  'https://localhost:*',
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
  'https://secure-mobile.walletconnect.com',
  'https://secure-mobile.walletconnect.org',
] as const
