/**
 * The eip155 `swaps` capability's asynchronous part, loaded with the first swap: allowances read from the chain,
 * EIP-5792 batches where the wallet takes them, and reverts told apart (slippage or not) before and after sending.
 */
import type { CaipAssetId, CaipNetworkId, ChainSwaps, SwapCallParameters } from '@latch/core'
import { approvalCall } from './approvalCall'
import { isEvmAddress, LatchError } from '@latch/core'
import { InvalidAddressError } from '@latch/core/errors'
import { SwapRevertedError, SwapSlippageError } from '@latch/core/swap'
import { chainIdOf, toHexChainId } from '../chainId'
import { nativeAsset } from './nativeAsset'
import { isSlippageReason, revertOf } from './revertReason'
import { createReceiptWaiter } from './waitForReceipt'

type Request = (method: string, params: unknown[]) => Promise<unknown>
type ReadChain = (caipNetworkId: CaipNetworkId, method: string, params: unknown[]) => Promise<unknown>

export interface EvmSwapsDependencies {
  /** The active wallet's EIP-1193 `request`, its errors mapped as every other wallet request's (4001 → rejected). */
  request: Request
  /** A JSON-RPC read on one of the dapp's networks, through its pooled transport. */
  readChain: ReadChain
  /** The active connection's identity: what `canBatch` answered is remembered for it only. */
  connection: () => object | undefined
  /** How often a receipt or a batch's status is asked again. Defaults to 1500 ms. */
  pollIntervalMs?: number
}

export type EvmSwaps = ChainSwaps

/**
 * An address as an ABI word, for ERC-20 `allowance(address owner, address spender)`. This module imports none of
 * wire.ts / erc20.ts (and loads evmTransaction.ts as `transactions.send` does): a module shared with the transfer and
 * read chunks is split into a chunk of its own, which every one of those steps then loads.
 */
const addressWord = (address: string) => address.replace(/^0x/i, '').toLowerCase().padStart(64, '0')

/** More than any token's supply: the native currency needs no allowance. */
const UNLIMITED = 2n ** 256n - 1n

function chainHex(caipNetworkId: CaipNetworkId): string {
  const chainId = chainIdOf(caipNetworkId)
  if (chainId === undefined) throw new TypeError(`Not an eip155 network: ${caipNetworkId}`)
  return toHexChainId(chainId)
}

function tokenOf(caipNetworkId: CaipNetworkId, asset: CaipAssetId): string {
  const prefix = `${caipNetworkId}/erc20:`
  const contract = asset.startsWith(prefix) ? asset.slice(prefix.length) : ''
  if (!contract.startsWith('0x') || !isEvmAddress(contract)) throw new InvalidAddressError({ namespace: 'eip155', address: asset, rule: `an erc20 asset of ${caipNetworkId}` })
  return contract
}

/** A revert in the wallet's (or the node's) answer as the swap's typed error; anything else as it was. */
function toSwapError(error: unknown): unknown {
  // Already typed (a rejection, no connection): the wallet's error stays what the adapter made it.
  if (error instanceof LatchError) return error
  const revert = revertOf(error)
  if (!revert) return error
  return isSlippageReason(revert.reason) ? new SwapSlippageError({ ...revert, cause: error }) : new SwapRevertedError({ ...revert, cause: error })
}

export function createEvmSwaps({ request, readChain, connection, pollIntervalMs = 1500 }: EvmSwapsDependencies): EvmSwaps {
  const batching = new WeakMap<object, Map<string, Promise<boolean>>>()
  const waiter = createReceiptWaiter({ request, readChain, pollIntervalMs })

  async function canBatch({ address, caipNetworkId }: SwapCallParameters): Promise<boolean> {
    const chainId = chainHex(caipNetworkId)
    const active = connection()
    const known = active && batching.get(active)
    const key = `${address.toLowerCase()}@${chainId}`
    const cached = known?.get(key)
    if (cached) return cached
    const answer = request('wallet_getCapabilities', [address, [chainId]]).then((caps) => atomicOf(caps, chainId), () => false)
    if (active) batching.set(active, (known || new Map()).set(key, answer))
    return answer
  }

  /** The swap's single call, simulated first: a trade the price already moved past is refused without a prompt. */
  async function preflight(caipNetworkId: CaipNetworkId, transaction: Record<string, string>): Promise<void> {
    const { gas: _gas, ...call } = transaction
    const failed = await readChain(caipNetworkId, 'eth_call', [call, 'latest']).then(() => undefined, (error: unknown) => error)
    // Only a slippage revert stops here: the read endpoint may not have the block with a just-mined approval yet,
    // and every other revert is the wallet's estimate's to find.
    const mapped = failed === undefined ? undefined : toSwapError(failed)
    if (mapped instanceof SwapSlippageError) throw mapped
  }

  return {
    nativeAsset: async (caipNetworkId) => nativeAsset(caipNetworkId),
    approvalCall: async (params) => approvalCall(params),
    async allowance({ address, caipNetworkId, asset, spender }) {
      if (asset === nativeAsset(caipNetworkId)) return UNLIMITED
      if (!isEvmAddress(spender)) throw new InvalidAddressError({ namespace: 'eip155', address: spender, rule: '40 hex digits, optional 0x prefix' })
      const data = `0xdd62ed3e${addressWord(address)}${addressWord(spender)}`
      const result = await readChain(caipNetworkId, 'eth_call', [{ to: tokenOf(caipNetworkId, asset), data }, 'latest'])
      if (typeof result !== 'string' || !/^0x[0-9a-f]{1,64}$/i.test(result)) throw new TypeError(`Malformed allowance result: ${String(result)}`)
      return BigInt(result)
    },

    canBatch,

    async send({ address, caipNetworkId, calls }) {
      if (calls.length === 0) throw new TypeError('Nothing to send')
      const { toRpcTransaction, toTxParameters } = await import('../evmTransaction')
      const transactions = calls.map((call) => toRpcTransaction(toTxParameters(address, call)))
      try {
        if (transactions.length === 1) {
          await preflight(caipNetworkId, transactions[0]!)
          const hash = await request('eth_sendTransaction', transactions)
          if (typeof hash !== 'string') throw new TypeError(`Malformed eth_sendTransaction result: ${String(hash)}`)
          return hash
        }
        const sent = await request('wallet_sendCalls', [
          {
            version: '2.0.0',
            chainId: chainHex(caipNetworkId),
            from: address,
            atomicRequired: true,
            calls: transactions.map(({ to, data, value }) => ({ to, ...(data ? { data } : {}), value: value ?? '0x0' })),
          },
        ])
        // EIP-5792 v2 answers `{ id }`; wallets on the first draft answer the id itself.
        const id = typeof sent === 'string' ? sent : (sent as { id?: unknown } | null)?.id
        if (typeof id !== 'string') throw new TypeError(`Malformed wallet_sendCalls result: ${JSON.stringify(sent)}`)
        waiter.batchSent(id)
        return id
      } catch (error) {
        throw toSwapError(error)
      }
    },

    waitFor: ({ caipNetworkId, id, signal }) => waiter.waitFor(caipNetworkId, id, signal),
  }
}

/** EIP-5792 `atomic.status` 'supported' or 'ready' (or the first draft's `atomicBatch.supported`) for the chain. */
function atomicOf(capabilities: unknown, chainId: string): boolean {
  if (typeof capabilities !== 'object' || capabilities === null) return false
  const entries = Object.entries(capabilities as Record<string, unknown>)
  // Keys are hex chain ids (any padding or case); '0x0' holds what applies to every chain.
  const forChain = entries.filter(([key]) => /^0x[0-9a-f]+$/i.test(key) && (BigInt(key) === BigInt(chainId) || BigInt(key) === 0n))
  return forChain.some(([, caps]) => {
    const c = caps as { atomic?: { status?: unknown }; atomicBatch?: { supported?: unknown } } | null
    return c?.atomic?.status === 'supported' || c?.atomic?.status === 'ready' || c?.atomicBatch?.supported === true
  })
}
