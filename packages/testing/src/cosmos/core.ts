import type { AccountData } from '@cosmjs/amino'
import { defaultStorage, type TestWalletStorage } from '../shared/storage'
import { storedList, type TestCosmosChainInfo, validateChainInfo } from './chains'
import { TestCosmosWalletError } from './errors'
import { type CosmosAccountSigners, createAccountSigners } from './keys'
import type { TestCosmosWalletPolicy, TestCosmosWalletRequest } from './policy'

/** What the wallet tells the page: Keplr's `keplr_keystorechange` (another account picked). */
export type CoreEvent = { type: 'keystorechange' }

export type CoreParameters = {
  mnemonics: readonly string[]
  chains: readonly TestCosmosChainInfo[]
  policy: TestCosmosWalletPolicy
  storageKey: string
  storage?: TestWalletStorage | null
  enabled?: readonly string[]
}

/**
 * The wallet behind the Keplr face: one account at a time, the chains it knows (given ones and those a dapp suggested),
 * the chains the origin enabled (both remembered in `storage` across reloads), and the prompts, each asked of the policy.
 */
export function createWalletCore(parameters: CoreParameters) {
  const { policy, mnemonics } = parameters
  const storage = parameters.storage === undefined ? defaultStorage() : parameters.storage
  const suggestedStore = storedList<TestCosmosChainInfo>(storage, `${parameters.storageKey}:chains`)
  const enabledStore = storedList<string>(storage, `${parameters.storageKey}:enabled`)
  const accounts = mnemonics.map(createAccountSigners)
  let accountIndex = 0
  const listeners = new Set<(event: CoreEvent) => void>()

  const chains = new Map<string, TestCosmosChainInfo>()
  for (const info of [...parameters.chains, ...suggestedStore.read()]) chains.set(info.chainId, validateChainInfo(info))
  let enabled = (parameters.enabled ?? enabledStore.read()).filter((id) => typeof id === 'string')
  const setEnabled = (ids: readonly string[]) => {
    enabled = [...new Set(ids)]
    enabledStore.write(enabled)
  }

  const chainInfo = (chainId: string): TestCosmosChainInfo => {
    const info = chains.get(chainId)
    // Keplr's own words, which dapps match to offer `experimentalSuggestChain`.
    if (!info) throw new TestCosmosWalletError(`There is no chain info for ${chainId}`)
    return info
  }
  const requireEnabled = (chainId: string): TestCosmosChainInfo => {
    const info = chainInfo(chainId)
    if (!enabled.includes(chainId)) throw new TestCosmosWalletError(`${chainId} is not enabled for this origin: call enable first.`)
    return info
  }
  const signersFor = (chainId: string): Promise<CosmosAccountSigners> => (accounts[accountIndex] as (prefix: string) => Promise<CosmosAccountSigners>)(chainInfo(chainId).bech32Config.bech32PrefixAccAddr)
  const account = async (chainId: string): Promise<AccountData> => {
    const [first] = await (await signersFor(chainId)).direct.getAccounts()
    return first as AccountData
  }

  return {
    policy,
    ask: (request: Omit<TestCosmosWalletRequest, 'id' | 'status' | 'at'>) => policy.ask(request),
    accountIndex: () => accountIndex,
    accountCount: () => accounts.length,
    chainInfo,
    knownChains: () => [...chains.values()],
    enabledChains: () => [...enabled],
    requireEnabled,
    /** The current account on `chainId` (its bech32 prefix), enabled or not. */
    account,
    on(listener: (event: CoreEvent) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    /** Enables `chainIds` for the origin: a prompt unless every one already is. Unknown chains throw before asking. */
    async enable(chainIds: readonly string[]): Promise<void> {
      if (!chainIds.length) throw new TestCosmosWalletError('chain id not set')
      for (const id of chainIds) chainInfo(id)
      const silent = chainIds.every((id) => enabled.includes(id))
      await policy.ask({ method: silent ? 'silentEnable' : 'enable', chainIds: [...chainIds] })
      setEnabled([...enabled, ...chainIds])
    },
    /** Forgets the origin's permission for `chainIds`, or for every chain. Never asked. */
    disable(chainIds?: readonly string[]) {
      setEnabled(chainIds ? enabled.filter((id) => !chainIds.includes(id)) : [])
    },
    /** `experimentalSuggestChain`: a prompt for a chain the wallet does not know; a known one is accepted silently. */
    async suggestChain(input: unknown): Promise<void> {
      const info = validateChainInfo(input)
      if (chains.has(info.chainId)) return
      await policy.ask({ method: 'suggestChain', chainId: info.chainId, detail: info.chainName })
      chains.set(info.chainId, info)
      suggestedStore.write([...suggestedStore.read().filter((c) => c.chainId !== info.chainId), info])
    },
    /** The signers of the current account on an enabled chain, once `signer` is checked to be that account's address. */
    async requireSigner(chainId: string, signer: string): Promise<CosmosAccountSigners> {
      requireEnabled(chainId)
      const signers = await signersFor(chainId)
      const [own] = await signers.direct.getAccounts()
      if (own?.address !== signer) throw new TestCosmosWalletError('Signer mismatched')
      return signers
    },
    switchAccount(index: number) {
      if (!Number.isInteger(index) || index < 0 || index >= accounts.length) throw new TestCosmosWalletError(`No account ${index}: the wallet has ${accounts.length}.`)
      if (index === accountIndex) return
      accountIndex = index
      for (const listener of listeners) listener({ type: 'keystorechange' })
    },
  }
}

export type WalletCore = ReturnType<typeof createWalletCore>
