/** A Wallet Standard wallet as the adapter uses it (./types). Loaded with the first connect: not in a dapp's first bundle. */
import { fromBase64, toBase64, toHex } from '../codec/bytes'
import { toWalletError } from '../errors'
import { withPurposes } from './purposes'
import { type StandardAccount, type StandardWallet, standardChain } from './standard'
import type { BitcoinWallet, SignPsbtRequest, WalletAddress } from './types'

type Listener = (properties: { accounts?: readonly StandardAccount[] }) => void

interface StandardConnectFeature {
  connect(input?: { silent?: boolean }): Promise<{ accounts: readonly StandardAccount[] }>
}
interface ConnectFeature {
  connect(input: { purposes: string[] }): Promise<{ accounts: readonly StandardAccount[] }>
}
interface SignMessageFeature {
  signMessage(...inputs: { account: StandardAccount; message: Uint8Array }[]): Promise<readonly { signature: Uint8Array }[]>
}
interface SignTransactionFeature {
  signTransaction(...inputs: { psbt: Uint8Array; chain: string; inputsToSign: { account: StandardAccount; signingIndexes: number[] }[] }[]): Promise<readonly { signedPsbt: Uint8Array }[]>
}

interface EventsFeature {
  on(event: 'change', listener: Listener): () => void
}
interface DisconnectFeature {
  disconnect(): Promise<void>
}

function feature<T>(wallet: StandardWallet, name: string): T | undefined {
  return wallet.features[name] as T | undefined
}

/** `purposes`: what each account is for, by position (bitcoin:connect answers in the order asked); else inferred. */
const describe = (accounts: readonly StandardAccount[], purposes?: readonly string[]): WalletAddress[] =>
  withPurposes(
    accounts.map((account, i) => ({
      address: account.address,
      publicKey: toHex(account.publicKey),
      account,
      ...(purposes && accounts.length === purposes.length ? { purpose: purposes[i] as string } : {}),
    })),
  )

const PURPOSES = ['payment', 'ordinals']

export function standardClient(wallet: StandardWallet): BitcoinWallet {
  const accountOf = (address: string) => {
    const account = wallet.accounts.find((a) => a.address === address)
    if (!account) throw new Error(`${wallet.name} does not hold ${address}`)
    return account
  }
  return {
    provider: wallet,
    async connect() {
      const connect = feature<ConnectFeature>(wallet, 'bitcoin:connect')
      const result = await connect!.connect({ purposes: PURPOSES }).catch((e: unknown) => Promise.reject(toWalletError(e)))
      return describe(result.accounts, PURPOSES)
    },
    async authorized() {
      // A wallet lists its accounts on the wallet object once the origin is authorised, and only then; most list
      // none in a new page until asked again, which `silent` lets them answer without a prompt (or not at all).
      if (wallet.accounts.length) return describe(wallet.accounts)
      const silent = feature<StandardConnectFeature>(wallet, 'standard:connect')
      const accounts = silent ? (await silent.connect({ silent: true })).accounts : []
      return accounts.length ? describe(accounts) : null
    },
    async signMessage({ address, message }) {
      const sign = feature<SignMessageFeature>(wallet, 'bitcoin:signMessage')
      if (!sign) throw new Error(`${wallet.name} cannot sign messages`)
      const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
      const [result] = await sign.signMessage({ account: accountOf(address), message: bytes }).catch((e: unknown) => Promise.reject(toWalletError(e)))
      if (!result) throw new Error(`${wallet.name} returned no signature`)
      return toBase64(result.signature)
    },
    async signPsbt({ psbt, signInputs }: SignPsbtRequest) {
      const sign = feature<SignTransactionFeature>(wallet, 'bitcoin:signTransaction')
      if (!sign) throw new Error(`${wallet.name} cannot sign transactions`)
      const inputsToSign = Object.entries(signInputs).map(([address, signingIndexes]) => ({ account: accountOf(address), signingIndexes }))
      const chain = standardChain(Object.keys(signInputs)[0] ?? '')
      const [result] = await sign.signTransaction({ psbt: fromBase64(psbt), chain, inputsToSign }).catch((e: unknown) => Promise.reject(toWalletError(e)))
      if (!result) throw new Error(`${wallet.name} returned no transaction`)
      return toBase64(result.signedPsbt)
    },
    onAccountsChanged(listener) {
      const events = feature<EventsFeature>(wallet, 'standard:events')
      if (!events) return () => undefined
      return events.on('change', ({ accounts }) => {
        if (accounts) listener(describe(accounts))
      })
    },
    async disconnect() {
      await feature<DisconnectFeature>(wallet, 'standard:disconnect')?.disconnect()
    },
  }
}
