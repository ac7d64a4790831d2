/** Test setup for core's embedded-wallet flows: a frame in memory behind the fake browser boundary. */
import type { FrameHandlers } from '@latch/frame-bridge/host'
import { createMemoryFrame } from '@latch/frame-bridge/testing'
import type { LatchStorage } from '../types/options'
import { createTestLatch } from './fixtures'
import { createMockAdapter } from './mockAdapter'

/** The host page's storage, recording every write (the boundary: what a page's localStorage would hold). */
export function recordingStorage(): LatchStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>()
  return { entries, getItem: (k) => entries.get(k) ?? null, setItem: (k, v) => void entries.set(k, v), removeItem: (k) => void entries.delete(k) }
}

export const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const user = { email: 'ada@example.com', address: ADDRESS, chainId: 1, preferredAccountType: 'eoa' as const }

/** An instance whose embedded wallet is a frame in memory with `handlers` (the process boundary), and a clock. */
export function setup(
  handlers: FrameHandlers,
  { storage = recordingStorage(), allowedOrigins, logLevel }: { storage?: ReturnType<typeof recordingStorage>; allowedOrigins?: string[]; logLevel?: 'error' } = {},
) {
  const frame = createMemoryFrame(
    { SYNC_THEME: () => ({}), SYNC_DAPP_DATA: () => ({}), GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }), ...handlers },
    allowedOrigins ? { allowedOrigins } : {},
  )
  const evm = createMockAdapter('eip155', { walletConnect: true, balances: { [`eip155:1:${ADDRESS}`]: '2.5' } })
  let now = 1_700_000_000_000
  const { latch } = createTestLatch(
    [evm],
    { storage, embeddedWallet: { frameUrl: 'https://frame.example/frame' }, features: { email: true, socials: ['google', 'github'] }, ...(logLevel ? { logLevel } : {}) },
    { frame: frame.clientOptions, now: () => now },
  )
  return { latch, frame, evm, storage, tick: (ms: number) => (now += ms) }
}

