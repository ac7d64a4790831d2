/** The wallet clients, one chunk: discovery only detects wallets, and this loads when one is first used. */
export { standardClient } from './standardClient'
export { unisatClient } from './unisatClient'
export { wbipClient } from './wbipClient'
