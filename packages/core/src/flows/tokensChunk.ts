/**
 * The token list's lazily loaded entry (client/session imports it with `import()` only). flows/tokens is also
 * imported statically by send and swap; see client/clientChunk for why a lazily loaded module is imported one way only.
 */
export { fetchTokens } from './tokens'
