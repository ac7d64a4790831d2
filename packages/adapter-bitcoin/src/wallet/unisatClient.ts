/** A Unisat-API wallet as the adapter uses it (./types). Loaded with the first connect. */
import { fromBase64, fromHex, toBase64, toHex } from '../codec/bytes'
import { toWalletError } from '../errors'
import { isLegacyP2pkh, withPurposes } from './purposes'
import { messageText } from './messageText'
import type { BitcoinWallet, WalletAddress } from './types'
import type { UnisatProvider } from './unisat'

const rejectMapped = (error: unknown) => Promise.reject(toWalletError(error))

export function unisatClient(provider: UnisatProvider): BitcoinWallet {
  const describe = async (addresses: readonly string[]): Promise<WalletAddress[]> => {
    const publicKey = addresses.length ? await provider.getPublicKey?.().catch(() => undefined) : undefined
    return withPurposes(addresses.slice(0, 1).map((address) => ({ address, purpose: 'payment', ...(publicKey ? { publicKey } : {}) })))
  }
  return {
    provider,
    async connect() {
      return describe(await provider.requestAccounts().catch(rejectMapped))
    },
    async authorized() {
      // getAccounts never prompts: it lists the accounts the origin may see, none when it may see none.
      const accounts = await provider.getAccounts().catch(() => [])
      return accounts.length ? describe(accounts) : null
    },
    async signMessage({ address, message }) {
      const text = messageText(message)
      return provider.signMessage(text, isLegacyP2pkh(address) ? 'ecdsa' : 'bip322-simple').catch(rejectMapped)
    },
    async signPsbt({ psbt, signInputs }) {
      const toSignInputs = Object.entries(signInputs).flatMap(([address, indexes]) => indexes.map((index) => ({ index, address })))
      const signed = await provider.signPsbt(toHex(fromBase64(psbt)), { autoFinalized: false, toSignInputs }).catch(rejectMapped)
      return toBase64(fromHex(signed))
    },
    onAccountsChanged(listener) {
      // Unisat: `accountsChanged` with the addresses; OKX: `accountChanged` with `{ address, publicKey }`.
      const onList = (payload: unknown) => void describe(Array.isArray(payload) ? payload.filter((a): a is string => typeof a === 'string') : []).then(listener)
      const onOne = (payload: unknown) => {
        const address = (payload as { address?: unknown } | null)?.address
        void describe(typeof address === 'string' ? [address] : []).then(listener)
      }
      provider.on?.('accountsChanged', onList)
      provider.on?.('accountChanged', onOne)
      return () => {
        provider.removeListener?.('accountsChanged', onList)
        provider.removeListener?.('accountChanged', onOne)
      }
    },
    async disconnect() {
      await provider.disconnect?.().catch(() => undefined)
    },
  }
}
