import type { IdentifierString, Wallet, WalletIcon } from '@wallet-standard/base'
import { standardWalletProperties } from '../shared/standardWallet'
import type { TestWalletStorage } from '../shared/storage'
import { squareIcon } from '../shared/walletIcon'
import { createWalletCore } from './core'
import { TestBitcoinWalletError } from './errors'
import { type BitcoinAddressPurpose, defaultTestBitcoinKeys, type TestBitcoinAccountKeys, type TestBitcoinKey } from './keys'
import { BITCOIN_NETWORKS, type TestBitcoinNetwork } from './networks'
import { createBitcoinWalletPolicy, type OnTestBitcoinWalletRequest, type TestBitcoinWalletMode, type TestBitcoinWalletPolicyControl } from './policy'
import { createBitcoinProvider, DEFAULT_PROVIDER_ID, type TestBitcoinProvider, WBIP_METHODS, type WbipProviderInfo } from './provider'
import { createStandardFeatures, type TestBitcoinWalletFeatures } from './standardFeatures'

export type { TestWalletStorage } from '../shared/storage'

const DEFAULT_ICON = squareIcon('#F7931A')

export type CreateTestBitcoinWalletParameters = {
  /** Defaults to `Latch Test Bitcoin Wallet`. */
  name?: string
  /** Defaults to an orange square. */
  icon?: WalletIcon
  /** One key per account (WIF, 64 hex digits or 32 bytes): its payment (P2WPKH) and ordinals (P2TR) addresses both come from it… */
  keys?: readonly TestBitcoinKey[]
  /** …or two keys per account. Without either: @latch/local-bitcoin's `alice` (its account 0). */
  accounts?: readonly TestBitcoinAccountKeys[]
  /** Defaults to `regtest` (bech32 `bcrt`). */
  network?: TestBitcoinNetwork
  /** An Esplora REST root (e.g. @latch/local-bitcoin's URL): `sendTransfer` and `signPsbt` with `broadcast` need it. */
  esploraUrl?: string
  /** `sendTransfer`'s fee rate, sat/vB. Defaults to 2. */
  feeRate?: number
  /** Defaults to `approve`. */
  mode?: TestBitcoinWalletMode
  /** Decides a request before the mode does. */
  onRequest?: OnTestBitcoinWalletRequest
  /** Start as authorised (for all purposes, or those listed). Defaults to what `storage` remembers. */
  authorized?: boolean | readonly BitcoinAddressPurpose[]
  /** Defaults to `window.localStorage` in a browser, memory elsewhere; `null` for memory. */
  storage?: TestWalletStorage | null
  /** The WBIP004 provider's dotted path on `window`. Defaults to `LatchTestBitcoinProviders.BitcoinProvider`. */
  providerId?: string
  /** The version `getInfo` reports. Defaults to `1.0.0`. */
  version?: string
}

export type TestBitcoinWalletControl = TestBitcoinWalletPolicyControl & {
  /** The purposes the app is authorised for (a connect approved, no disconnect since). */
  authorizedPurposes(): BitcoinAddressPurpose[]
  isAuthorized(): boolean
  /** The current account's addresses, connected or not. */
  addresses(): { payment: string; ordinals: string }
  network(): TestBitcoinNetwork
  /** The wallet's user picks account `index` (of `keys` / `accounts`): both faces report the account change. */
  switchAccount(index: number): void
  /** The user switches network in the wallet: addresses change, both faces report it. Never asked. */
  switchNetwork(network: TestBitcoinNetwork): Promise<void>
  /** The user disconnects the app from the wallet's side: forgets the authorisation and reports no accounts. */
  disconnect(): void
}

export type TestBitcoinWallet = Wallet & {
  readonly features: TestBitcoinWalletFeatures
  readonly control: TestBitcoinWalletControl
  /** The WBIP004 provider: the same accounts and approvals. `register` puts it at `window.<providerId>`. */
  readonly provider: TestBitcoinProvider
  /** Its `window.btc_providers` entry. */
  readonly providerInfo: WbipProviderInfo
}

function accountKeys(parameters: CreateTestBitcoinWalletParameters): TestBitcoinAccountKeys[] {
  if (parameters.accounts && parameters.keys) throw new TestBitcoinWalletError('Pass `keys` or `accounts`, not both.')
  const keys = parameters.accounts ?? parameters.keys?.map((key) => ({ payment: key, ordinals: key })) ?? [defaultTestBitcoinKeys(0)]
  if (!keys.length) throw new TestBitcoinWalletError('createTestBitcoinWallet needs at least one key.')
  return [...keys]
}

/**
 * A Bitcoin wallet with real keys that is both a Bitcoin Wallet Standard wallet and a WBIP004 provider, and that
 * approves, rejects or holds each request on command.
 */
export function createTestBitcoinWallet(parameters: CreateTestBitcoinWalletParameters = {}): TestBitcoinWallet {
  const name = parameters.name ?? 'Latch Test Bitcoin Wallet'
  const icon = parameters.icon ?? DEFAULT_ICON
  const keys = accountKeys(parameters)
  const policy = createBitcoinWalletPolicy(parameters.mode ?? 'approve', parameters.onRequest)
  const core = createWalletCore({
    accountKeys: keys,
    network: parameters.network ?? 'regtest',
    policy,
    storageKey: `latch:test-bitcoin-wallet:${name}:authorized`,
    storage: parameters.storage,
    authorized: parameters.authorized,
    esploraUrl: parameters.esploraUrl,
    feeRate: parameters.feeRate,
  })
  const standard = createStandardFeatures(core, name)
  const provider = createBitcoinProvider(core, { version: parameters.version ?? '1.0.0' })

  const control: TestBitcoinWalletControl = {
    ...policy.control,
    authorizedPurposes: core.authorized,
    isAuthorized: () => core.authorized().length > 0,
    addresses: () => ({ payment: core.account().payment.address, ordinals: core.account().ordinals.address }),
    network: core.network,
    switchAccount: core.switchAccount,
    switchNetwork: (network) => core.switchNetwork(network, 'wallet-standard', false),
    disconnect: core.revoke,
  }

  const properties = standardWalletProperties({ name, icon, chains: () => Object.values(BITCOIN_NETWORKS).map((n) => n.caipNetworkId) as IdentifierString[], accounts: standard.accounts })
  return Object.assign(properties, {
    features: standard.features,
    control,
    provider,
    providerInfo: { id: parameters.providerId ?? DEFAULT_PROVIDER_ID, name, icon, methods: [...WBIP_METHODS] },
  })
}
