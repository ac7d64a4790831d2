/**
 * What `useAppKitProvider('bip122')` hands a dapp: the original product's BitcoinConnector calls (getAccountAddresses,
 * signMessage, signPSBT, sendTransfer) over whichever wallet is connected, so a migrating dapp's code keeps working
 * whether the wallet came through the Wallet Standard, WBIP004 or a vendor global. `wallet` is that wallet's own object.
 */
import { type CaipNetworkId, type ChainTransfers, ProviderNotConnectedError } from '@latch/core'
import type { BitcoinContext } from './capabilities'
import type { NetworkAddresses, Session } from './session'
import type { WalletAddress } from './wallet/types'

export interface BitcoinProvider {
  /** The wallet's own object (a Wallet Standard wallet, a WBIP004 provider, `window.unisat`). */
  readonly wallet: unknown
  /** The addresses the wallet shared on the active network, payment first. */
  getAccountAddresses(): Promise<WalletAddress[]>
  /**
   * BIP-322 (simple) by the address given, base64; legacy ECDSA for a P2PKH address. The protocol follows the address
   * type (what wallets sign for it), so `protocol` is accepted for the original API's sake and not needed.
   */
  signMessage(params: { address: string; message: string; protocol?: 'ecdsa' | 'bip322' }): Promise<string>
  /**
   * Signs the inputs named (by address and index) and returns the PSBT, base64. With `broadcast`, the signed inputs
   * are finalised and the transaction is sent through the network's source: its txid comes back too.
   */
  signPSBT(params: { psbt: string; signInputs: readonly { address: string; index: number }[]; broadcast?: boolean }): Promise<{ psbt: string; txid?: string }>
  /** Sends `amount` satoshis from the payment address as Latch's Send view does (coin selection, change); the txid. */
  sendTransfer(params: { recipient: string; amount: string }): Promise<string>
}

/** What the facade asks of the adapter: its public calls, and the live session (its network follows switches). */
export interface ProviderAdapter {
  getAddresses(): NetworkAddresses | undefined
  signMessage(params: { address: string; message: string; caipNetworkId: CaipNetworkId }): Promise<string>
  readonly transfers: ChainTransfers
}

export function bitcoinProvider(adapter: ProviderAdapter, session: Session, ctx: BitcoinContext): Omit<BitcoinProvider, 'wallet'> {
  return {
    async getAccountAddresses() {
      const found = adapter.getAddresses()
      return found ? [found.payment, ...(found.ordinals ? [found.ordinals] : [])] : []
    },
    signMessage: ({ address, message }) => adapter.signMessage({ address, message, caipNetworkId: session.caipNetworkId }),
    async signPSBT({ psbt, signInputs, broadcast }) {
      const byAddress: Record<string, number[]> = {}
      for (const { address, index } of signInputs) byAddress[address] = [...(byAddress[address] ?? []), index]
      const signed = await session.wallet.signPsbt({ psbt, signInputs: byAddress, caipNetworkId: session.caipNetworkId })
      if (!broadcast) return { psbt: signed }
      return { psbt: signed, txid: await (await import('./capabilities')).broadcastPsbt(ctx, signed, session.caipNetworkId) }
    },
    async sendTransfer({ recipient, amount }) {
      if (!/^\d+$/.test(amount)) throw new TypeError(`sendTransfer: amount must be whole satoshis, got "${amount}"`)
      const from = adapter.getAddresses()?.payment.address
      if (!from) throw new ProviderNotConnectedError({ namespace: 'bip122' })
      const { symbol, decimals } = ctx.network(session.caipNetworkId).nativeCurrency
      const prepared = await adapter.transfers.prepare({ from, to: recipient, amount: BigInt(amount), symbol, decimals, caipNetworkId: session.caipNetworkId })
      return prepared.submit()
    },
  }
}
