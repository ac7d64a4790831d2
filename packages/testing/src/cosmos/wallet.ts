import type { TestWalletStorage } from '../shared/storage'
import type { TestCosmosChainInfo } from './chains'
import { createWalletCore } from './core'
import { TestCosmosWalletError } from './errors'
import { createKeplrFace, type KeplrFace } from './keplr'
import { defaultTestCosmosMnemonic } from './keys'
import { createCosmosWalletPolicy, type OnTestCosmosWalletRequest, type TestCosmosWalletMode, type TestCosmosWalletPolicyControl } from './policy'

export type { TestWalletStorage } from '../shared/storage'

export type CreateTestCosmosWalletParameters = {
  /** Names the wallet's storage keys. Defaults to `Latch Test Cosmos Wallet`. */
  name?: string
  /** The account's BIP-39 mnemonic (HD path m/44'/118'/0'/0/0)… */
  mnemonic?: string
  /** …or one per account, for `switchAccount`. Without either: @latch/local-cosmos's test account 0, `defaultTestCosmosMnemonic(0)`. */
  mnemonics?: readonly string[]
  /** The chains the wallet knows from the start (Keplr `ChainInfo`s). Defaults to none: a dapp suggests them. */
  chains?: readonly TestCosmosChainInfo[]
  /** Start with these chains enabled for the origin. Defaults to what `storage` remembers. */
  enabled?: readonly string[]
  /** Defaults to `approve`. */
  mode?: TestCosmosWalletMode
  /** Decides a request before the mode does. */
  onRequest?: OnTestCosmosWalletRequest
  /** Defaults to `window.localStorage` in a browser, memory elsewhere; `null` for memory. */
  storage?: TestWalletStorage | null
  /** `keplr.version`. Defaults to `0.13.41`. */
  version?: string
}

export type TestCosmosWalletControl = TestCosmosWalletPolicyControl & {
  /** The chain ids the origin enabled (an `enable` approved, no disable since). */
  enabledChains(): string[]
  /** Every chain the wallet knows: those given and those a dapp's suggestion added. */
  knownChains(): TestCosmosChainInfo[]
  /** The current account's bech32 address on `chainId` (a known chain), enabled or not. */
  address(chainId: string): Promise<string>
  accountIndex(): number
  /** The wallet's user picks account `index` (of `mnemonics`): the page gets `keplr_keystorechange`. */
  switchAccount(index: number): void
  /** The user removes the origin's permission for `chainIds`, or for every chain. */
  disconnect(chainIds?: readonly string[]): void
}

/** The Keplr object (`window.keplr`) with the test's `control` beside it. */
export type TestCosmosWallet = KeplrFace & {
  readonly control: TestCosmosWalletControl
  /** Called with every event the wallet reports; `registerTestCosmosWallet` turns them into window events. */
  on(listener: (event: { type: 'keystorechange' }) => void): () => void
}

function accountMnemonics(parameters: CreateTestCosmosWalletParameters): string[] {
  if (parameters.mnemonic !== undefined && parameters.mnemonics) throw new TestCosmosWalletError('Pass `mnemonic` or `mnemonics`, not both.')
  const mnemonics = parameters.mnemonics ?? [parameters.mnemonic ?? defaultTestCosmosMnemonic(0)]
  if (!mnemonics.length) throw new TestCosmosWalletError('createTestCosmosWallet needs at least one mnemonic.')
  return [...mnemonics]
}

/**
 * A Keplr-API Cosmos wallet with real keys (@cosmjs HD wallets) that approves, rejects or holds each request on
 * command. `registerTestCosmosWallet` puts it at `window.keplr` (or Leap's, or Cosmostation's place).
 */
export function createTestCosmosWallet(parameters: CreateTestCosmosWalletParameters = {}): TestCosmosWallet {
  const name = parameters.name ?? 'Latch Test Cosmos Wallet'
  const policy = createCosmosWalletPolicy(parameters.mode ?? 'approve', parameters.onRequest)
  const core = createWalletCore({
    mnemonics: accountMnemonics(parameters),
    chains: parameters.chains ?? [],
    enabled: parameters.enabled,
    policy,
    storage: parameters.storage,
    storageKey: `latch:test-cosmos-wallet:${name}`,
  })
  const face = createKeplrFace(core, { version: parameters.version ?? '0.13.41', accountName: (index) => `Test account ${index}` })

  const control: TestCosmosWalletControl = {
    ...policy.control,
    enabledChains: core.enabledChains,
    knownChains: core.knownChains,
    address: async (chainId) => (await core.account(chainId)).address,
    accountIndex: core.accountIndex,
    switchAccount: core.switchAccount,
    disconnect: core.disable,
  }
  return Object.assign(face, { control, on: core.on })
}
