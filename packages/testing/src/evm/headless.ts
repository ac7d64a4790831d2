import * as hwpModule from 'headless-web3-provider'

// headless-web3-provider (MIT, Emil Ibatullin) is bundled into dist with Latch's patch
// (patches/headless-web3-provider@0.3.2.patch at the repository root), so users get the patched behaviour.
// Run from source, Node loads its CommonJS build, whose exports sit on `default`.
const hwp = (Reflect.get(hwpModule, 'default') ?? hwpModule) as typeof hwpModule

/** The kinds of request that wait for the test to approve or decline them (the JSON-RPC method names). */
export const Web3RequestKind = {
  RequestAccounts: 'eth_requestAccounts',
  Accounts: 'eth_accounts',
  SendTransaction: 'eth_sendTransaction',
  SwitchEthereumChain: 'wallet_switchEthereumChain',
  AddEthereumChain: 'wallet_addEthereumChain',
  RequestPermissions: 'wallet_requestPermissions',
  SignMessage: 'personal_sign',
  SignTypedData: 'eth_signTypedData',
  SignTypedDataV1: 'eth_signTypedData_v1',
  SignTypedDataV3: 'eth_signTypedData_v3',
  SignTypedDataV4: 'eth_signTypedData_v4',
} as const
export type Web3RequestKind = (typeof Web3RequestKind)[keyof typeof Web3RequestKind]

export type TestEvmChain = { chainId: number; rpcUrl: string }
export type TestEvmRequest = { method: string; params?: unknown }
// Any listener: each event passes its own arguments (chainChanged a 0x-hex string, accountsChanged a list).
type Listener = (...args: never[]) => void

/**
 * The wallet's side, in the test process: an EIP-1193 provider holding the keys, which reads and sends through
 * the active chain's RPC URL and holds every request that needs the user until the test approves or declines it.
 */
export type TestEvmWallet = {
  /** EIP-1193 `request`; `T` is what the caller expects back (unchecked). */
  request<T = unknown>(args: TestEvmRequest): Promise<T>
  on(event: string, listener: Listener): TestEvmWallet
  off(event: string, listener: Listener): TestEvmWallet
  removeListener(event: string, listener: Listener): TestEvmWallet
  once(event: string, listener: Listener): TestEvmWallet
  emit(event: string, ...args: unknown[]): boolean
  /** The requests waiting for the user, oldest first. */
  getPendingRequests(): { id?: unknown; method: string; params?: unknown }[]
  getPendingRequestCount(kind?: Web3RequestKind): number
  /** Approves the next `kind` request, waiting for one without a time limit (prefer `approve(wallet, kind)`). */
  authorize(kind: Web3RequestKind): Promise<void>
  /** Declines the next `kind` request (EIP-1193 4001 unless `reason` says otherwise), waiting without a time limit. */
  reject(kind: Web3RequestKind, reason?: Error & { code?: number }): Promise<void>
  authorizeAll(): void
  rejectAll(reason?: Error & { code?: number }): void
  /** Replaces the accounts and emits `accountsChanged`. */
  changeAccounts(privateKeys: string[]): Promise<void>
  getNetwork(): TestEvmChain
  getNetworks(): TestEvmChain[]
  /** Adds (or re-points) a chain the wallet knows, without switching to it. */
  addNetwork(chainId: number, rpcUrl: string): void
  /** Switches the active chain, as the user would in the wallet, and emits `chainChanged` (0x-hex). */
  switchNetwork(chainId: number): void
}

export type CreateTestEvmWalletParameters = {
  /** 0x-hex private keys; the first is the account apps see first. Test keys only (see `ANVIL_KEYS`). */
  privateKeys: readonly string[]
  /** The active chain at start. */
  chainId: number
  /** Its JSON-RPC URL (an anvil, for example). */
  rpcUrl: string
  /** Further chains the wallet knows from the start (a switch to any other is refused with 4902). */
  chains?: readonly TestEvmChain[]
  /** Request kinds answered without asking the test (for example `[Web3RequestKind.RequestAccounts]`). */
  permitted?: readonly (Web3RequestKind | string)[]
  debug?: boolean
  logger?: (...args: unknown[]) => void
}

type ProviderConfig = { permitted?: string[]; debug?: boolean; logger?: (...args: unknown[]) => void }

function config(parameters: CreateTestEvmWalletParameters): ProviderConfig {
  return {
    ...(parameters.permitted ? { permitted: [...parameters.permitted] } : {}),
    ...(parameters.debug !== undefined ? { debug: parameters.debug } : {}),
    ...(parameters.logger ? { logger: parameters.logger } : {}),
  }
}

function addChains(wallet: TestEvmWallet, parameters: CreateTestEvmWalletParameters): TestEvmWallet {
  for (const chain of parameters.chains ?? []) if (chain.chainId !== parameters.chainId) wallet.addNetwork(chain.chainId, chain.rpcUrl)
  return wallet
}

/** A headless EIP-1193 wallet in Node (no page): call `wallet.request` as an app would. */
export function createTestEvmWallet(parameters: CreateTestEvmWalletParameters): TestEvmWallet {
  const wallet = hwp.makeHeadlessWeb3Provider([...parameters.privateKeys], parameters.chainId, parameters.rpcUrl, undefined, config(parameters))
  return addChains(wallet as unknown as TestEvmWallet, parameters)
}

/** The Playwright half (see `installTestEvmWallet` in `@latch/testing/playwright`). */
export async function injectTestEvmWallet(page: unknown, parameters: CreateTestEvmWalletParameters): Promise<TestEvmWallet> {
  const inject = hwp.injectHeadlessWeb3Provider as unknown as (
    page: unknown,
    keys: string[],
    chainId: number,
    rpcUrl: string,
    config: ProviderConfig,
  ) => Promise<TestEvmWallet>
  return addChains(await inject(page, [...parameters.privateKeys], parameters.chainId, parameters.rpcUrl, config(parameters)), parameters)
}

const POLL_MS = 20

/**
 * Waits (up to `timeoutMs`) for a pending `kind` request and takes it. It fails instead of hanging, and a
 * timed-out call leaves nothing armed behind it: a request that comes later still waits for the test.
 */
async function takeNext(wallet: TestEvmWallet, kind: Web3RequestKind, timeoutMs: number, decide: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (wallet.getPendingRequestCount(kind) === 0) {
    if (Date.now() >= deadline) throw new Error(`the wallet never received a ${kind} request (waited ${timeoutMs} ms)`)
    await new Promise((r) => setTimeout(r, POLL_MS))
  }
  await decide()
}

/** Approves the wallet's next pending `kind` request, failing (instead of hanging) if none arrives in time. */
export function approve(wallet: TestEvmWallet, kind: Web3RequestKind, timeoutMs = 15_000): Promise<void> {
  return takeNext(wallet, kind, timeoutMs, () => wallet.authorize(kind))
}

/** Declines the wallet's next pending `kind` request with EIP-1193 4001 (user rejected), failing if none arrives. */
export function decline(wallet: TestEvmWallet, kind: Web3RequestKind, timeoutMs = 15_000): Promise<void> {
  return takeNext(wallet, kind, timeoutMs, () => wallet.reject(kind))
}

/**
 * Records the method of every request made to the wallet from now on (by the page, too, when installed with
 * Playwright), to prove what was, and was not, asked. The array fills as requests arrive.
 */
export function recordWalletCalls(wallet: TestEvmWallet): string[] {
  const calls: string[] = []
  const request = wallet.request.bind(wallet)
  wallet.request = <T>(req: TestEvmRequest) => {
    calls.push(req.method)
    return request<T>(req)
  }
  return calls
}
