import { address as addressCodec, type Network, Psbt } from 'bitcoinjs-lib'
import { BitcoinRpcErrorCode, TestBitcoinWalletError } from './errors'
import type { DerivedAddress } from './keys'

/** An unspent output as Esplora's `GET /address/:address/utxo` lists it. */
export type EsploraUtxo = { txid: string; vout: number; value: number }

export type TransferRecipient = { address: string; amount: number }

/** Below this a P2WPKH change output costs more to spend than it holds (Bitcoin Core's dust limit, rounded up). */
const DUST = 546

async function esplora(url: string, path: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(`${url.replace(/\/$/, '')}${path}`, init)
  if (!response.ok) {
    throw new TestBitcoinWalletError(`Esplora ${init?.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`, { rpcCode: BitcoinRpcErrorCode.INTERNAL_ERROR })
  }
  return response
}

export async function fetchUtxos(url: string, address: string): Promise<EsploraUtxo[]> {
  return (await (await esplora(url, `/address/${address}/utxo`)).json()) as EsploraUtxo[]
}

/** `POST /tx` with the transaction's hex; Esplora answers with the txid. */
export async function broadcastTransaction(url: string, hex: string): Promise<string> {
  return (await (await esplora(url, '/tx', { method: 'POST', body: hex, headers: { 'content-type': 'text/plain' } })).text()).trim()
}

/** A virtual size estimate for P2WPKH inputs (68 vB each) and outputs of the given script lengths. */
const estimateVsize = (inputs: number, outputScriptLengths: readonly number[]) =>
  Math.ceil(10.5 + 68 * inputs + outputScriptLengths.reduce((n, length) => n + 9 + length, 0))

/**
 * An unsigned PSBT paying `recipients` from `from`'s UTXOs, largest first, at `feeRate` sat/vB, with change back to
 * `from` unless it would be dust.
 */
export function buildTransfer(parameters: { utxos: readonly EsploraUtxo[]; from: DerivedAddress; recipients: readonly TransferRecipient[]; feeRate: number; network: Network }): Psbt {
  const { from, recipients, feeRate, network } = parameters
  if (!recipients.length) throw new TestBitcoinWalletError('sendTransfer needs at least one recipient.')
  const outputs = recipients.map((r) => {
    if (!Number.isSafeInteger(r.amount) || r.amount <= 0) throw new TestBitcoinWalletError(`Invalid amount for ${r.address}: ${r.amount}`)
    try {
      return { script: addressCodec.toOutputScript(r.address, network), value: BigInt(r.amount) }
    } catch (cause) {
      throw new TestBitcoinWalletError(`Invalid address for this network: ${r.address}`, { cause })
    }
  })
  const amount = recipients.reduce((n, r) => n + r.amount, 0)
  const lengths = outputs.map((o) => o.script.length)
  const chosen: EsploraUtxo[] = []
  let total = 0
  for (const utxo of [...parameters.utxos].sort((a, b) => b.value - a.value)) {
    if (total >= amount + feeRate * estimateVsize(chosen.length, [...lengths, from.script.length])) break
    chosen.push(utxo)
    total += utxo.value
  }
  const feeWithChange = Math.ceil(feeRate * estimateVsize(chosen.length, [...lengths, from.script.length]))
  const feeWithout = Math.ceil(feeRate * estimateVsize(chosen.length, lengths))
  if (total < amount + feeWithout) throw new TestBitcoinWalletError(`Insufficient funds on ${from.address}: ${total} sat for ${amount} sat and fees.`)
  const psbt = new Psbt({ network })
  for (const utxo of chosen) psbt.addInput({ hash: utxo.txid, index: utxo.vout, witnessUtxo: { script: from.script, value: BigInt(utxo.value) } })
  for (const output of outputs) psbt.addOutput(output)
  const change = total - amount - feeWithChange
  if (change >= DUST) psbt.addOutput({ script: from.script, value: BigInt(change) })
  return psbt
}
