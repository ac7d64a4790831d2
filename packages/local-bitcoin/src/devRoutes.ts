import { RejectError } from './errors'
import { HttpError, json, type Route } from './http'
import type { LocalChain } from './localChain'
import { addressScript } from './scripts'
import { InsufficientFundsError } from './wallet'

/** Endpoints a real Esplora does not have, for tests and `pnpm dev`: mine blocks, and a faucet. */
export function devRoutes(chain: LocalChain): Route[] {
  return [
    {
      method: 'POST',
      pattern: '/dev/mine',
      handle: (_params, body) => {
        const { blocks = 1, address } = parseObject(body)
        if (typeof blocks !== 'number' || !Number.isInteger(blocks) || blocks < 1 || blocks > 10_000) throw new HttpError(400, '"blocks" must be an integer from 1 to 10000')
        return json(guard(() => chain.mine(blocks, address === undefined ? undefined : regtestAddress(address))))
      },
    },
    {
      method: 'POST',
      pattern: '/dev/fund',
      handle: (_params, body) => {
        const { address, sats } = parseObject(body)
        const amount = typeof sats === 'number' && Number.isSafeInteger(sats) ? BigInt(sats) : typeof sats === 'string' && /^\d{1,16}$/.test(sats) ? BigInt(sats) : undefined
        if (amount === undefined || amount <= 0n) throw new HttpError(400, '"sats" must be a positive integer')
        return json(guard(() => chain.fund(regtestAddress(address), amount)))
      },
    },
  ]
}

function parseObject(body: string): Record<string, unknown> {
  let value: unknown
  try {
    value = JSON.parse(body || '{}')
  } catch {
    throw new HttpError(400, 'The body must be JSON')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new HttpError(400, 'The body must be a JSON object')
  return value as Record<string, unknown>
}

function regtestAddress(value: unknown): string {
  if (typeof value === 'string') {
    try {
      addressScript(value)
      return value
    } catch {}
  }
  throw new HttpError(400, '"address" must be a regtest address (bcrt1…, m…/n…, 2…)')
}

/** A refused payment or a faucet without enough mature coins is the caller's problem: 400 with its message. */
function guard<T>(run: () => T): T {
  try {
    return run()
  } catch (error) {
    if (error instanceof RejectError || error instanceof RangeError || error instanceof InsufficientFundsError) throw new HttpError(400, error.message)
    throw error
  }
}
