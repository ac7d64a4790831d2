/**
 * A Wallet Standard wallet as a SolanaSigner: `standard:connect` for accounts, `standard:events` for changes and
 * the `solana:*` features for signing. Wallets that can only sign get their transactions sent through the RPC.
 */
import { type CaipNetworkId, ProviderNotConnectedError } from '@latch/core'
import type { SolanaSignAndSendTransactionFeature, SolanaSignMessageFeature, SolanaSignTransactionFeature } from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features'
import bs58 from 'bs58'
import { walletChainOf } from '../codec/chains'
import { resolveCommitment } from '../codec/commitment'
import { toWalletError } from '../errors'
import type { AccountsListener, SolanaSendOptions, SolanaSigner } from '../types'

type Features = Partial<StandardConnectFeature & StandardDisconnectFeature & StandardEventsFeature & SolanaSignMessageFeature & SolanaSignTransactionFeature & SolanaSignAndSendTransactionFeature>

/** Sends signed bytes through the dapp's RPC; for wallets without `solana:signAndSendTransaction`. */
export type SendRaw = (signed: Uint8Array, caipNetworkId: CaipNetworkId, options?: SolanaSendOptions) => Promise<string>

const features = (wallet: Wallet) => wallet.features as Features
/** Accounts usable on Solana; a wallet may list none of its chains on an account, which then means all of them. */
const solanaAccounts = (accounts: readonly WalletAccount[]) => accounts.filter((a) => a.chains.length === 0 || a.chains.some((c) => c.startsWith('solana:')))

async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toWalletError(error)
  }
}

/** `standard:connect`; `silent` asks only a wallet that already authorised the dapp (no prompt). */
export async function connectStandard(wallet: Wallet, silent: boolean): Promise<WalletAccount[]> {
  const connect = features(wallet)['standard:connect']
  if (!connect) return []
  const { accounts } = await guarded(() => connect.connect(silent ? { silent: true } : undefined))
  return solanaAccounts(accounts)
}

export function createStandardSigner(wallet: Wallet, connected: readonly WalletAccount[], onAccounts: AccountsListener, sendRaw: SendRaw): SolanaSigner {
  let accounts = [...connected]
  const f = features(wallet)
  const stopEvents = f['standard:events']?.on('change', (properties) => {
    if (!properties.accounts) return
    accounts = solanaAccounts(properties.accounts)
    onAccounts(accounts.map((a) => a.address))
  })
  const account = (address: string) => {
    const found = accounts.find((a) => a.address === address)
    if (!found) throw new ProviderNotConnectedError({ namespace: 'solana' })
    return found
  }
  const signTransactions = async (transactions: Uint8Array[], address: string, caipNetworkId: CaipNetworkId) => {
    const feature = f['solana:signTransaction']
    if (!feature) throw new Error(`${wallet.name} cannot sign a transaction without sending it.`)
    const chain = walletChainOf(caipNetworkId)
    const outputs = await guarded(() => feature.signTransaction(...transactions.map((transaction) => ({ account: account(address), transaction, chain }))))
    return outputs.map((o) => o.signedTransaction)
  }

  return {
    name: wallet.name,
    icon: wallet.icon,
    accounts: () => accounts.map((a) => a.address),
    canSignTransaction: Boolean(f['solana:signTransaction']),
    async signMessage(message, address) {
      const feature = f['solana:signMessage']
      if (!feature) throw new Error(`${wallet.name} cannot sign messages.`)
      const [output] = await guarded(() => feature.signMessage({ account: account(address), message }))
      if (!output) throw new Error(`${wallet.name} returned no signature.`)
      return output.signature
    },
    signTransactions,
    async signAndSendTransaction(transaction, address, caipNetworkId, options = {}) {
      const feature = f['solana:signAndSendTransaction']
      if (!feature) {
        const [signed] = await signTransactions([transaction], address, caipNetworkId)
        return sendRaw(signed as Uint8Array, caipNetworkId, options)
      }
      const { preflightCommitment, skipPreflight, maxRetries, minContextSlot } = options
      const input = { account: account(address), transaction, chain: walletChainOf(caipNetworkId), options: { preflightCommitment: preflightCommitment && resolveCommitment(preflightCommitment), skipPreflight, maxRetries, minContextSlot } }
      const [output] = await guarded(() => feature.signAndSendTransaction(input))
      if (!output) throw new Error(`${wallet.name} returned no signature.`)
      return bs58.encode(output.signature)
    },
    close() {
      stopEvents?.()
      accounts = []
    },
    async disconnect() {
      this.close()
      await guarded(async () => f['standard:disconnect']?.disconnect())
    },
  }
}
