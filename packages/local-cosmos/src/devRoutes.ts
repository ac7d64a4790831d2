import { DENOM } from './chain'
import { isDenom } from './coins'
import { checkAddress } from './decodeTx'
import { SdkCode, TxError } from './errors'
import type { LocalChain } from './localChain'

export type DevReply = { status: number; json: unknown }

/** `POST /dev/fund {address, amount, denom?}`: the faucet pays with a real signed MsgSend. Not a CometBFT route. */
export function devFund(chain: LocalChain, body: string): DevReply {
  let value: unknown
  try {
    value = JSON.parse(body || '{}')
  } catch {
    return { status: 400, json: { error: 'The body must be JSON' } }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { status: 400, json: { error: 'The body must be a JSON object' } }
  const { address, amount, denom = DENOM } = value as Record<string, unknown>
  const units = typeof amount === 'number' && Number.isSafeInteger(amount) ? BigInt(amount) : typeof amount === 'string' && /^\d{1,30}$/.test(amount) ? BigInt(amount) : undefined
  if (units === undefined || units <= 0n) return { status: 400, json: { error: '"amount" must be a positive integer (base units), as a number or a string' } }
  if (typeof denom !== 'string' || !isDenom(denom)) return { status: 400, json: { error: '"denom" must be a denom such as "ulatch"' } }
  try {
    if (typeof address !== 'string') throw new TxError(SdkCode.invalidAddress, '"address" must be a string')
    checkAddress(address, chain.ledger.prefix, 'recipient')
    const tx = chain.fund(address, units, denom)
    return { status: 200, json: { hash: tx.hash, height: tx.height } }
  } catch (error) {
    if (error instanceof TxError) return { status: 400, json: { error: error.log, code: error.code } }
    throw error
  }
}
