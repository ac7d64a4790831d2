/**
 * A WalletConnect (or embedded-wallet) session as a SolanaSigner, over the WalletConnect `solana_*` methods:
 * messages go base58, transactions base64; a wallet that answers `signTransaction` with only a signature gets it
 * placed into the transaction here.
 */
import type { RemoteWalletTransport } from '@latch/core'
import { PublicKey, VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { toWalletError } from '../errors'
import type { WALLETCONNECT_METHODS } from './methods'
import type { AccountsListener, SolanaSigner } from '../types'


// btoa/atob rather than Buffer: browsers have no Buffer without a polyfill.
const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/** Account lists arrive as addresses or CAIP-10 ids (`solana:<ref>:<address>`); keep the address. */
function addressesOf(data: unknown): string[] {
  const list = Array.isArray(data) ? data : []
  return list.filter((a): a is string => typeof a === 'string').map((a) => a.split(':').at(-1) as string)
}

function withSignature(transaction: Uint8Array, address: string, signature: string): Uint8Array {
  const tx = VersionedTransaction.deserialize(transaction)
  tx.addSignature(new PublicKey(address), bs58.decode(signature))
  return tx.serialize()
}

export function createTransportSigner(transport: RemoteWalletTransport, name: string, onAccounts: AccountsListener): SolanaSigner {
  let accounts = [...transport.accounts]
  const request = async <T>(method: (typeof WALLETCONNECT_METHODS)[number], params: unknown, caipNetworkId = transport.caipNetworkId): Promise<T> => {
    try {
      return (await transport.request({ method, params, caipNetworkId })) as T
    } catch (error) {
      throw toWalletError(error)
    }
  }
  const stopEvents = transport.onEvent((event) => {
    if (event.name !== 'accountsChanged') return
    accounts = addressesOf(event.data)
    onAccounts([...accounts])
  })
  const signOne = async (transaction: Uint8Array, address: string, caipNetworkId: RemoteWalletTransport['caipNetworkId']) => {
    const result = await request<{ signature?: string; transaction?: string }>('solana_signTransaction', { transaction: toBase64(transaction), pubkey: address }, caipNetworkId)
    if (result.transaction) return fromBase64(result.transaction)
    if (result.signature) return withSignature(transaction, address, result.signature)
    throw new Error('The wallet returned neither a signature nor a transaction.')
  }

  return {
    name,
    accounts: () => [...accounts],
    canSignTransaction: true,
    async signMessage(message, address) {
      const { signature } = await request<{ signature: string }>('solana_signMessage', { message: bs58.encode(message), pubkey: address })
      return bs58.decode(signature)
    },
    async signTransactions(transactions, address, caipNetworkId) {
      if (transactions.length <= 1) return Promise.all(transactions.map((t) => signOne(t, address, caipNetworkId)))
      const result = await request<{ transactions: string[] }>('solana_signAllTransactions', { transactions: transactions.map(toBase64) }, caipNetworkId)
      return result.transactions.map(fromBase64)
    },
    async signAndSendTransaction(transaction, address, caipNetworkId, options) {
      const params = { transaction: toBase64(transaction), pubkey: address, ...(options ? { sendOptions: options } : {}) }
      const { signature } = await request<{ signature: string }>('solana_signAndSendTransaction', params, caipNetworkId)
      return signature
    },
    close() {
      stopEvents()
      accounts = []
    },
    // The session belongs to core (it may carry other namespaces); only our listener goes.
    async disconnect() {
      this.close()
    },
  }
}
