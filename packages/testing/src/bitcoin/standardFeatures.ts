import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import { type StandardConnectFeature, type StandardDisconnectFeature, type StandardEventsFeature, StandardConnect, StandardDisconnect } from '@wallet-standard/features'
import { createChangeEvents } from '../shared/standardWallet'
import type { WalletCore } from './core'
import { TestBitcoinWalletError } from './errors'
import type { BitcoinAddressPurpose, DerivedAddress } from './keys'
import { BITCOIN_NETWORKS } from './networks'
import type { BitcoinSigHashFlag } from './psbt'

// The Bitcoin Wallet Standard features, in the shape of @exodus/bitcoin-wallet-standard (which AppKit's
// WalletStandardConnector reads) plus `bitcoin:switchNetwork` as AppKit calls it. Declared here: that package is not
// a dependency of the kit.
export const BitcoinConnect = 'bitcoin:connect'
export const BitcoinSignMessage = 'bitcoin:signMessage'
export const BitcoinSignTransaction = 'bitcoin:signTransaction'
export const BitcoinSwitchNetwork = 'bitcoin:switchNetwork'

export type BitcoinConnectInput = { readonly purposes: readonly BitcoinAddressPurpose[] }
export type BitcoinConnectOutput = { readonly accounts: readonly WalletAccount[] }
export type BitcoinSignMessageInput = { readonly account: WalletAccount; readonly message: Uint8Array }
/** `signature`: BIP-322, the serialized witness (its base64 is the usual BIP-322 signature string). */
export type BitcoinSignMessageOutput = { readonly signedMessage: Uint8Array; readonly signature: Uint8Array }
export type BitcoinInputToSign = { readonly account: WalletAccount; readonly signingIndexes: readonly number[]; readonly sigHash?: BitcoinSigHashFlag }
export type BitcoinSignTransactionInput = { readonly psbt: Uint8Array; readonly inputsToSign: readonly BitcoinInputToSign[]; readonly chain?: IdentifierString }
export type BitcoinSignTransactionOutput = { readonly signedPsbt: Uint8Array }

export type BitcoinConnectFeature = { readonly [BitcoinConnect]: { readonly version: '1.0.0'; readonly connect: (input?: BitcoinConnectInput) => Promise<BitcoinConnectOutput> } }
export type BitcoinSignMessageFeature = {
  readonly [BitcoinSignMessage]: { readonly version: '1.0.0'; readonly signMessage: (...inputs: readonly BitcoinSignMessageInput[]) => Promise<readonly BitcoinSignMessageOutput[]> }
}
export type BitcoinSignTransactionFeature = {
  readonly [BitcoinSignTransaction]: {
    readonly version: '1.0.0'
    readonly signTransaction: (...inputs: readonly BitcoinSignTransactionInput[]) => Promise<readonly BitcoinSignTransactionOutput[]>
  }
}
/** `caipNetworkId`: a CAIP-2 `bip122:` id, or `bitcoin:mainnet` / `bitcoin:testnet` / `bitcoin:signet` / `bitcoin:regtest`. */
export type BitcoinSwitchNetworkFeature = { readonly [BitcoinSwitchNetwork]: { readonly version: '1.0.0'; readonly switchNetwork: (caipNetworkId: string) => Promise<void> } }

export type TestBitcoinWalletFeatures = BitcoinConnectFeature &
  BitcoinSignMessageFeature &
  BitcoinSignTransactionFeature &
  BitcoinSwitchNetworkFeature &
  StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature

const ACCOUNT_FEATURES = [BitcoinSignMessage, BitcoinSignTransaction] as const

/** The Wallet Standard features over `core`, and the accounts they hand out (one object per address and network). */
export function createStandardFeatures(core: WalletCore, label: string) {
  const made = new Map<string, WalletAccount>()
  const toAccount = (a: DerivedAddress): WalletAccount => {
    const chain = BITCOIN_NETWORKS[core.network()].caipNetworkId
    const key = `${chain}:${a.address}`
    let account = made.get(key)
    if (!account) {
      account = Object.freeze({ address: a.address, publicKey: Uint8Array.from(a.publicKey), chains: [chain] as IdentifierString[], features: [...ACCOUNT_FEATURES], label: `${label} (${a.purpose})` })
      made.set(key, account)
    }
    return account
  }
  const accounts = () => core.connectedAddresses().map(toAccount)
  const events = createChangeEvents()
  core.on((event) => {
    events.emit(event.type === 'network' ? { chains: [BITCOIN_NETWORKS[core.network()].caipNetworkId] as IdentifierString[], accounts: accounts() } : { accounts: accounts() })
  })
  const addressOf = (account: WalletAccount | undefined) => {
    if (!account?.address) throw new TestBitcoinWalletError('An account is required.')
    return account.address
  }

  const features: TestBitcoinWalletFeatures = {
    [BitcoinConnect]: {
      version: '1.0.0',
      connect: async (input) => ({ accounts: (await core.connect(input?.purposes ?? [], 'wallet-standard')).map(toAccount) }),
    },
    [BitcoinSignMessage]: {
      version: '1.0.0',
      async signMessage(...inputs) {
        const outputs: BitcoinSignMessageOutput[] = []
        for (const input of inputs) {
          const signed = await core.signMessage(addressOf(input.account), input.message, 'BIP322', 'wallet-standard')
          outputs.push({ signedMessage: input.message, signature: signed.bytes })
        }
        return outputs
      },
    },
    [BitcoinSignTransaction]: {
      version: '1.0.0',
      async signTransaction(...inputs) {
        const outputs: BitcoinSignTransactionOutput[] = []
        for (const input of inputs) {
          const toSign = input.inputsToSign.flatMap((group) => group.signingIndexes.map((index) => ({ index, address: addressOf(group.account), sigHash: group.sigHash })))
          const { psbt } = await core.signPsbt(input.psbt, toSign, { chain: input.chain }, 'wallet-standard')
          outputs.push({ signedPsbt: psbt.toBuffer() })
        }
        return outputs
      },
    },
    [BitcoinSwitchNetwork]: {
      version: '1.0.0',
      switchNetwork: (caipNetworkId) => core.switchNetwork(caipNetworkId, 'wallet-standard'),
    },
    [StandardConnect]: {
      version: '1.0.0',
      async connect(input) {
        if (input?.silent) return { accounts: core.silentConnect('wallet-standard').map(toAccount) }
        return { accounts: (await core.connect([], 'wallet-standard')).map(toAccount) }
      },
    },
    [StandardDisconnect]: {
      version: '1.0.0',
      disconnect: () => core.disconnect('wallet-standard'),
    },
    ...events.feature,
  }
  return { features, accounts }
}
