/**
 * How a sent swap ended: a transaction's receipt from the network's RPC, or an EIP-5792 batch's status from the
 * wallet. A reverted transaction's reason is recovered by replaying it with `eth_call` at its block (receipts carry
 * no reason).
 */
import type { CaipNetworkId, SwapReceipt } from '@latch/core'
import { isSlippageReason, revertOf } from './revertReason'

type Request = (method: string, params: unknown[]) => Promise<unknown>
type ReadChain = (caipNetworkId: CaipNetworkId, method: string, params: unknown[]) => Promise<unknown>

const HASH = /^0x[0-9a-f]{64}$/i
/** Failed reads in a row tolerated while waiting: one flaky endpoint must not fail a swap that went through. */
const MAX_READ_FAILURES = 5

/** EIP-5792 v2 `wallet_getCallsStatus` codes. */
const PENDING = 100
const CONFIRMED = 200

interface Receipt {
  status?: unknown
  blockNumber?: unknown
  transactionHash?: unknown
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })
}

export function createReceiptWaiter({ request, readChain, pollIntervalMs }: { request: Request; readChain: ReadChain; pollIntervalMs: number }) {
  // Batch ids are the wallet's own strings, and may look like hashes: the ones sent from here are known as batches.
  const batches = new Set<string>()

  /** Asks until `read` gives something; tolerates a few failed reads in a row. */
  async function poll<T>(read: () => Promise<T | undefined>, signal: AbortSignal | undefined): Promise<T> {
    for (let failures = 0; ; ) {
      signal?.throwIfAborted()
      try {
        const result = await read()
        if (result !== undefined) return result
        failures = 0
      } catch (error) {
        if (++failures >= MAX_READ_FAILURES) throw error
      }
      await sleep(pollIntervalMs, signal)
    }
  }

  async function ended(caipNetworkId: CaipNetworkId, receipt: Receipt): Promise<SwapReceipt> {
    if (receipt.status !== '0x0') return { status: 'success' }
    const reason = typeof receipt.transactionHash === 'string' ? await replay(caipNetworkId, receipt.transactionHash, receipt.blockNumber) : undefined
    return reverted(reason)
  }

  /** The transaction run again at its block: it reverts again, and this time the node says why. */
  async function replay(caipNetworkId: CaipNetworkId, hash: string, blockNumber: unknown): Promise<string | undefined> {
    try {
      const tx = (await readChain(caipNetworkId, 'eth_getTransactionByHash', [hash])) as Record<string, unknown> | null
      if (!tx || typeof tx.to !== 'string') return undefined
      const call = { from: tx.from, to: tx.to, data: tx.input ?? tx.data, value: tx.value, gas: tx.gas }
      await readChain(caipNetworkId, 'eth_call', [call, typeof blockNumber === 'string' ? blockNumber : 'latest'])
      return undefined
    } catch (error) {
      return revertOf(error)?.reason
    }
  }

  async function transaction(caipNetworkId: CaipNetworkId, hash: string, signal: AbortSignal | undefined): Promise<SwapReceipt> {
    const receipt = await poll(async () => ((await readChain(caipNetworkId, 'eth_getTransactionReceipt', [hash])) as Receipt | null) ?? undefined, signal)
    return ended(caipNetworkId, receipt)
  }

  async function batch(caipNetworkId: CaipNetworkId, id: string, signal: AbortSignal | undefined): Promise<SwapReceipt> {
    const status = await poll(async () => {
      const s = (await request('wallet_getCallsStatus', [id])) as { status?: unknown; receipts?: Receipt[] } | null
      // The first draft of EIP-5792 spelled the states out.
      return s?.status === PENDING || s?.status === 'PENDING' ? undefined : (s ?? {})
    }, signal)
    const receipts = Array.isArray(status.receipts) ? status.receipts : []
    if (status.status === CONFIRMED || status.status === 'CONFIRMED') {
      const last = receipts[receipts.length - 1]
      return last ? ended(caipNetworkId, last) : { status: 'success' }
    }
    // 400: the wallet never got it on chain; 500: it reverted; 600: part of it reverted. The first reverted call says why.
    const failed = receipts.find((r) => r.status === '0x0')
    return failed ? ended(caipNetworkId, failed) : reverted(undefined)
  }

  return {
    batchSent(id: string): void {
      batches.add(id)
    },
    waitFor(caipNetworkId: CaipNetworkId, id: string, signal?: AbortSignal): Promise<SwapReceipt> {
      return !batches.has(id) && HASH.test(id) ? transaction(caipNetworkId, id, signal) : batch(caipNetworkId, id, signal)
    },
  }
}

function reverted(reason: string | undefined): SwapReceipt {
  return reason === undefined ? { status: 'reverted' } : { status: 'reverted', reason, slippage: isSlippageReason(reason) }
}
