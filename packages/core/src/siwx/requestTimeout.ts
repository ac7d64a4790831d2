/**
 * Longest wait on the dapp's sign-in (SIWX) backend, per request and for the session clear a disconnect
 * starts, in milliseconds. Spec §9 names none for it; 30 s is its timeout for the frame's answers. Not in
 * `constants.ts`: that module is exported whole (`constants`), so everything in it ships in the first bundle.
 */
export const SIWX_REQUEST_TIMEOUT_MS = 30_000
