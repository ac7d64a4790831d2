/**
 * The activity list's lazily loaded entry (client/session imports it with `import()` only). flows/activity is also
 * imported statically by the swap; see client/clientChunk for why a lazily loaded module is imported one way only.
 */
export { fetchActivity, fetchMoreActivity } from './activity'
