/**
 * The real stack for integration tests: a @latch/local-solana chain on a free port, a stand-in `window` for the
 * Wallet Standard handshake in Node, and the @latch/testing wallet registered where the adapter discovers it.
 */
import type { CaipNetwork } from '@latch/core'
import { startLocalSolana, type StartLocalSolanaReturnType } from '@latch/local-solana'
import { createTestSolanaWallet, type CreateTestSolanaWalletParameters, type TestSolanaWallet } from '@latch/testing/solana-wallet'
import { Connection, type Keypair } from '@solana/web3.js'
import { getWallets } from '@wallet-standard/app'

export const LOCAL_CHAIN = 'solana:localnet'

/** The Wallet Standard's handshake runs over window events; an EventTarget stands in for window in Node. */
export function installFakeWindow(): () => void {
  if ('window' in globalThis) return () => {}
  Object.assign(globalThis, { window: new EventTarget() })
  return () => Reflect.deleteProperty(globalThis, 'window')
}

export function localNetwork(url: string, overrides: Partial<CaipNetwork> = {}): CaipNetwork {
  return {
    id: 'localnet',
    name: 'Solana Local',
    caipNetworkId: LOCAL_CHAIN,
    chainNamespace: 'solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [url] } },
    testnet: true,
    ...overrides,
  }
}

export async function startStack(): Promise<{ node: StartLocalSolanaReturnType; connection: Connection; network: CaipNetwork }> {
  const node = await startLocalSolana({ port: 0, wsOnNextPort: false, slotMs: 100 })
  return { node, connection: new Connection(node.url, 'confirmed'), network: localNetwork(node.url) }
}

export interface InstalledWallet {
  wallet: TestSolanaWallet
  uninstall(): void
}

/** Registers a test wallet holding `keypairs`, sending to `url` for the local chain and every cluster. */
export function installWallet(url: string, keypairs: Keypair[], parameters: Omit<CreateTestSolanaWalletParameters, 'keypairs'> = {}): InstalledWallet {
  const wallet = createTestSolanaWallet({ keypairs, rpcUrl: url, localChain: LOCAL_CHAIN, storage: null, ...parameters })
  const uninstall = getWallets().register(wallet)
  return { wallet, uninstall }
}

/** Requests that asked the user (silent connects and disconnects never do). */
export const prompts = (wallet: TestSolanaWallet) => wallet.control.requests().filter((r) => r.method !== 'silentConnect' && r.method !== 'disconnect').length
