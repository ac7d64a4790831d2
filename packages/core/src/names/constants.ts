/** How long a signed registration stays valid for the name service (it refuses it as EXPIRED after). */
export const NAME_REQUEST_TTL_MS = 5 * 60_000

/** The availability check waits this long after the last keystroke. */
export const NAME_CHECK_DEBOUNCE_MS = 300
