import { fromHex, toBase64 } from '@cosmjs/encoding'
import { TestCosmosWalletError } from './errors'

/** Keplr's broadcast modes (`BroadcastMode` of @keplr-wallet/types). */
export type KeplrBroadcastMode = 'block' | 'sync' | 'async'

const RPC_METHOD: Record<KeplrBroadcastMode, string> = { sync: 'broadcast_tx_sync', async: 'broadcast_tx_async', block: 'broadcast_tx_commit' }

type CheckResult = { code?: number; log?: string }
type BroadcastResult = CheckResult & { hash?: string; check_tx?: CheckResult; tx_result?: CheckResult }

/**
 * Keplr's `sendTx`: broadcasts signed tx bytes and answers the tx hash's bytes, throwing the node's log when the
 * tx is refused. Keplr posts to the chain's REST `/cosmos/tx/v1beta1/txs`; this wallet uses the chain's CometBFT
 * `rpc` (`broadcast_tx_*`), which every node serves too and @latch/local-cosmos serves alone.
 */
export async function sendTx(rpc: string, tx: Uint8Array, mode: KeplrBroadcastMode): Promise<Uint8Array> {
  const method = RPC_METHOD[mode]
  if (!method) throw new TestCosmosWalletError(`Unknown broadcast mode: ${String(mode)}`)
  const response = await fetch(rpc, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: Date.now(), method, params: { tx: toBase64(tx) } }),
  })
  const body = (await response.json()) as { result?: BroadcastResult; error?: { message: string; data?: string } }
  if (body.error || !body.result?.hash) throw new TestCosmosWalletError(body.error ? `${body.error.message}${body.error.data ? `: ${body.error.data}` : ''}` : `${method} answered HTTP ${response.status}.`)
  for (const result of [body.result, body.result.check_tx, body.result.tx_result]) {
    if (result?.code) throw new TestCosmosWalletError(result.log || `The transaction failed with code ${result.code}.`)
  }
  return fromHex(body.result.hash)
}
