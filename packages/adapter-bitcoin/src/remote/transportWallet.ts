/**
 * A remote wallet (a WalletConnect session, the embedded wallet) as a BitcoinWallet, over WalletConnect's bip122
 * methods: `getAccountAddresses` (payment and ordinal intentions), `signMessage`, `signPsbt`. Loaded with the first
 * `remote.attach`.
 */
import type { CaipNetworkId, RemoteWalletTransport } from '@latch/core'
import { toWalletError } from '../errors'
import { isLegacyP2pkh, withPurposes } from '../wallet/purposes'
import { messageText } from '../wallet/messageText'
import type { BitcoinWallet, WalletAddress } from '../wallet/types'

/** WalletConnect names accounts by CAIP-10 (`bip122:<genesis>:<address>`); the address is the last part. */
const addressOf = (account: string) => account.slice(account.lastIndexOf(':') + 1)

interface WcAddress {
  address: string
  publicKey?: string
  intention?: string
}

/** `network()` is the dapp's network at the time of each request. */
export function transportWallet(transport: RemoteWalletTransport, network: () => CaipNetworkId): BitcoinWallet {
  const accounts = () => transport.accounts.map(addressOf)
  const request = (method: string, params: unknown) => transport.request({ method, params, caipNetworkId: network() }).catch((e: unknown) => Promise.reject(toWalletError(e)))

  async function addresses(): Promise<WalletAddress[]> {
    const account = accounts()[0]
    if (!account) return []
    try {
      // Wallets answer this without a prompt: the session already shares the account.
      const answer = (await request('getAccountAddresses', { account, intentions: ['payment', 'ordinal'] })) as WcAddress[]
      if (Array.isArray(answer) && answer.length) {
        const reported = answer.map((a) => ({ address: a.address, ...(a.publicKey ? { publicKey: a.publicKey } : {}), ...(a.intention ? { purpose: a.intention === 'ordinal' ? 'ordinals' : a.intention } : {}) }))
        return withPurposes(reported)
      }
    } catch {
      // A wallet without getAccountAddresses: the session's accounts are the payment addresses.
    }
    return withPurposes(accounts().map((address) => ({ address })))
  }

  return {
    provider: transport,
    connect: addresses,
    authorized: addresses,
    async signMessage({ address, message }) {
      const text = messageText(message)
      const answer = (await request('signMessage', { account: address, address, message: text, protocol: isLegacyP2pkh(address) ? 'ecdsa' : 'bip322' })) as { signature?: unknown }
      if (typeof answer?.signature !== 'string') throw new Error('signMessage: the wallet answered without a signature')
      return answer.signature
    },
    async signPsbt({ psbt, signInputs }) {
      const inputs = Object.entries(signInputs).flatMap(([address, indexes]) => indexes.map((index) => ({ address, index })))
      const account = Object.keys(signInputs)[0] ?? accounts()[0] ?? ''
      const answer = (await request('signPsbt', { account, psbt, signInputs: inputs, broadcast: false })) as { psbt?: unknown }
      if (typeof answer?.psbt !== 'string') throw new Error('signPsbt: the wallet answered without a PSBT')
      return answer.psbt
    },
    onAccountsChanged(listener) {
      return transport.onEvent((event) => {
        if (event.name !== 'bip122_addressesChanged' && event.name !== 'accountsChanged') return
        const list = Array.isArray(event.data) ? event.data : []
        const reported = list.map((a) => (typeof a === 'string' ? { address: addressOf(a) } : { address: String((a as WcAddress).address), purpose: (a as WcAddress).intention === 'ordinal' ? 'ordinals' : (a as WcAddress).intention }))
        listener(withPurposes(reported))
      })
    },
    async disconnect() {},
  }
}
