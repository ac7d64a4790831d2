/**
 * What `useAppKitProvider('bip122')` hands a dapp: the original product's BitcoinConnector calls (getAccountAddresses,
 * signMessage, signPSBT, sendTransfer) over whichever wallet is connected, so a migrating dapp's code keeps working
 * whether the wallet came through the Wallet Standard, WBIP004 or a vendor global. `wallet` is that wallet's own object.
 */
import type { CaipNetworkId } from '@latch/core'
import type { WalletAddress } from './wallet/types'

export interface BitcoinProvider {
  /** The wallet's own object (a Wallet Standard wallet, a WBIP004 provider, `window.unisat`). */
  readonly wallet: unknown
  /** The addresses the wallet shared on the active network, payment first. */
  getAccountAddresses(): Promise<WalletAddress[]>
  /** BIP-322 (simple) by the address given, base64 (legacy ECDSA for a P2PKH address). */
  signMessage(params: { address: string; message: string }): Promise<string>
  /** Signs the inputs named (by address and index) and returns the PSBT, base64; nothing is broadcast. */
  signPSBT(params: { psbt: string; signInputs: readonly { address: string; index: number }[] }): Promise<{ psbt: string }>
  /** Sends `amount` satoshis from the payment address as Latch's Send view does (coin selection, change); the txid. */
  sendTransfer(params: { recipient: string; amount: string }): Promise<string>
}

export interface ProviderContext {
  wallet: unknown
  caipNetworkId: CaipNetworkId
  addresses(): WalletAddress[]
  signMessage(address: string, message: string): Promise<string>
  signPsbt(psbt: string, signInputs: Record<string, number[]>): Promise<string>
  send(recipient: string, satoshis: bigint): Promise<string>
}

export function bitcoinProvider(ctx: ProviderContext): BitcoinProvider {
  return {
    wallet: ctx.wallet,
    getAccountAddresses: async () => ctx.addresses(),
    signMessage: ({ address, message }) => ctx.signMessage(address, message),
    async signPSBT({ psbt, signInputs }) {
      const byAddress: Record<string, number[]> = {}
      for (const { address, index } of signInputs) byAddress[address] = [...(byAddress[address] ?? []), index]
      return { psbt: await ctx.signPsbt(psbt, byAddress) }
    },
    async sendTransfer({ recipient, amount }) {
      if (!/^\d+$/.test(amount)) throw new TypeError(`sendTransfer: amount must be whole satoshis, got "${amount}"`)
      return ctx.send(recipient, BigInt(amount))
    },
  }
}
