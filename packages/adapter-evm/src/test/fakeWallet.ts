/**
 * Test doubles for the process boundary only: a browser window (an EventTarget) and a scripted
 * EIP-1193 wallet that keeps state like a real extension and records every request.
 */
import type { Eip1193Provider, Eip1193RequestArguments, Eip6963ProviderInfo, WalletWindow } from '../types'

export type Handler = (params: unknown) => unknown

export class WalletRpcError extends Error {
  constructor(
    readonly code: number,
    message = `wallet error ${code}`,
  ) {
    super(message)
  }
}

export interface FakeWalletOptions {
  accounts?: string[]
  /** Accounts the site is already authorised for (what eth_accounts returns). Defaults to none. */
  authorised?: boolean
  chainId?: number
  /** Chains the wallet knows; switching elsewhere fails with 4902 until added. */
  knownChains?: number[]
  /** Emit chainChanged as a number, like headless-web3-provider. */
  numericChainEvents?: boolean
  /** Leave out removeListener/off, like headless-web3-provider. */
  withoutRemoveListener?: boolean
  /** Overrides per method; they win over the built-in behaviour. */
  handlers?: Record<string, Handler>
}

export const ANVIL_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

export function createFakeWallet(options: FakeWalletOptions = {}) {
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const calls: Eip1193RequestArguments[] = []
  const state = {
    accounts: options.accounts ?? [ANVIL_ACCOUNT],
    authorised: options.authorised ?? false,
    chainId: options.chainId ?? 1,
    knownChains: new Set(options.knownChains ?? [options.chainId ?? 1]),
  }
  const emit = (event: string, payload: unknown) => {
    for (const l of [...(listeners.get(event) ?? [])]) l(payload)
  }
  const builtIn: Record<string, Handler> = {
    eth_requestAccounts: () => {
      state.authorised = true
      return state.accounts
    },
    eth_accounts: () => (state.authorised ? state.accounts : []),
    eth_chainId: () => `0x${state.chainId.toString(16)}`,
    wallet_switchEthereumChain: (params) => {
      const id = Number((params as [{ chainId: string }])[0].chainId)
      if (!state.knownChains.has(id)) throw new WalletRpcError(4902, 'Unrecognized chain ID')
      state.chainId = id
      emit('chainChanged', options.numericChainEvents ? id : `0x${id.toString(16)}`)
      return null
    },
    // Adds without switching, as some wallets do: the adapter must switch again itself.
    wallet_addEthereumChain: (params) => {
      state.knownChains.add(Number((params as [{ chainId: string }])[0].chainId))
      return null
    },
  }
  const provider: Eip1193Provider & { emit: typeof emit } = {
    async request(args) {
      calls.push(args)
      const handler = options.handlers?.[args.method] ?? builtIn[args.method]
      if (!handler) throw new WalletRpcError(4200, `Unsupported method ${args.method}`)
      return handler(args.params)
    },
    on(event: string, listener: (payload: never) => void) {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener as (payload: unknown) => void)
    },
    emit,
  }
  if (!options.withoutRemoveListener) {
    provider.removeListener = (event: string, listener: (payload: never) => void) => {
      listeners.get(event)?.delete(listener as (payload: unknown) => void)
    }
  }
  return {
    provider,
    state,
    calls,
    methods: () => calls.map((c) => c.method),
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
  }
}

export function createFakeWindow(): WalletWindow {
  return new EventTarget() as WalletWindow
}

/** Behaves like an EIP-6963 wallet: announces now, and again on every request. Returns the un-install. */
export function installAnnouncedWallet(win: WalletWindow, info: Eip6963ProviderInfo, provider: Eip1193Provider): () => void {
  const announce = () =>
    win.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
  win.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => win.removeEventListener('eip6963:requestProvider', announce)
}

export const walletInfo = (name: string, rdns: string): Eip6963ProviderInfo => ({
  uuid: `${rdns}-uuid`,
  name,
  icon: 'data:image/svg+xml;base64,PHN2Zy8+',
  rdns,
})
