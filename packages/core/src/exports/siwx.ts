// Sign-in with X helpers: the CAIP-122 / EIP-4361 message text, and a config backed by the dapp's HTTP endpoints.
export { formatSiwxMessage } from '../siwx/formatMessage'
export { createHttpSiwx, type HttpSiwxOptions } from '../siwx/httpSiwx'
export type { SiwxConfig, SiwxMessage, SiwxMessageData, SiwxMessageInput, SiwxSession } from '../siwx/types'
