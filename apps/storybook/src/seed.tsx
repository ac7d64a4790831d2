/**
 * Seeded core instances for the view stories: a real `createLatch` store driven into each state
 * through its public API and the in-memory mock wallet (no browser wallet, no network).
 */
import type { Connector, LatchOptions } from '@latch/core'
import type { StoryObj } from '@storybook/react-vite'
import { createFakeSignClient, createMemorySource, createMockAdapter, createTestLatch, type FakeSignClient, type MockAdapter, walletEntry } from '@latch/core/internal'
import type { WalletEntry } from '@latch/core/wallets'
import { LatchModal, type ViewRegistry } from '@latch/ui/modal'
import type { FrameHandlers } from '@latch/frame-bridge/host'
import { createMemoryFrame } from '@latch/frame-bridge/testing'

export const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const SOLANA_ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'

function icon(color: string, letter: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="${color}"/><text x="20" y="27" font-size="20" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

export const wallets: Connector[] = [
  { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.metamask' }, imageUrl: icon('#f6851b', 'M') },
  { id: 'com.coinbase.wallet', name: 'Coinbase Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'com.coinbase.wallet' }, imageUrl: icon('#0052ff', 'C') },
  { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' },
]

export const manyWallets: Connector[] = [
  ...wallets,
  { id: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.rabby' }, imageUrl: icon('#7084ff', 'R') },
  { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'app.phantom' }, imageUrl: icon('#ab9ff2', 'P') },
  { id: 'com.trustwallet.app', name: 'Trust Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'com.trustwallet.app' }, imageUrl: icon('#3375bb', 'T') },
]

/** One wallet announced on eip155 (EIP-6963) and on solana (Wallet Standard) under one name: listed once, as MULTI_CHAIN. */
export const phantomEvm: Connector = { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'app.phantom' }, imageUrl: icon('#ab9ff2', 'P') }
export const phantomSolana: Connector = { id: 'Phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana', imageUrl: icon('#ab9ff2', 'P') }

const entry = (id: string, name: string, color: string, links: Partial<WalletEntry> = {}) => walletEntry(id, name, { image_id: `${color}|${name[0]}`, ...links })

/** A directory like the explorer's: a few wallets with links (one hostile), then 640 generated entries. */
export const directoryWallets: WalletEntry[] = [
  entry('rainbow', 'Rainbow', '#001e59', { mobile_link: 'rainbow://', desktop_link: 'rainbow://', webapp_link: 'https://rainbow.example' }),
  entry('trust', 'Trust Wallet', '#3375bb', { mobile_link: 'trust://', rdns: 'com.trustwallet.app' }),
  entry('ledger', 'Ledger Live', '#000000', { desktop_link: 'ledgerlive://' }),
  entry('hostile', 'Hostile Wallet', '#b91c1c', { mobile_link: 'javascript:alert(1)//', desktop_link: 'file:///etc/passwd', webapp_link: 'data:text/html,hi' }),
  ...Array.from({ length: 640 }, (_, i) => entry(`test-${i}`, `Test Wallet ${i}`, '#6b7280')),
  // Last, so no list story shows it unless it is featured: a wallet whose phone link is a universal (https) one.
  entry('uniswap', 'Uniswap Wallet', '#ff007a', { mobile_link: 'uniswap://', link_mode: 'https://uniswap.example/app' }),
]

/** Image ids above are `color|letter`; the "image URL" is an inline SVG, so stories make no request. */
const directoryImage = (imageId: string) => {
  const [color = '#999', letter = '?'] = imageId.split('|')
  return icon(color, letter)
}

export interface Seed {
  connectors?: Connector[]
  /** Also serve solana (on `solana:devnet`) through a second mock wallet announcing these connectors. */
  solana?: Connector[]
  options?: Partial<LatchOptions>
  /** A scripted WalletConnect relay + wallet; `loadFails` makes starting WalletConnect fail. */
  walletConnect?: { loadFails?: boolean; hang?: boolean; now?: () => number }
  /** A wallet directory (needs `walletConnect`): the entries above, one that never answers, or one that fails. */
  directory?: 'ok' | 'hang' | 'fails'
  /** An embedded-wallet frame in memory answering with these handlers (e-mail and social login on). */
  embedded?: FrameHandlers
  /** A phone (Android Chrome's user agent): WalletConnect opens wallet apps by their links instead of a QR code. */
  phone?: boolean
  /** Drives the instance into the state the story shows. */
  act?: (latch: ReturnType<typeof createTestLatch>['latch'], wallet: MockAdapter, wc: FakeSignClient) => Promise<void> | void
}

function directorySource(kind: Seed['directory']) {
  const source = createMemorySource(directoryWallets, { imageUrl: directoryImage })
  if (kind === 'hang') return { list: () => new Promise<never>(() => {}), imageUrl: source.imageUrl }
  if (kind === 'fails') return { list: async () => Promise.reject(new Error('The wallet directory answered 503.')), imageUrl: source.imageUrl }
  return source
}

/** What the user the embedded-wallet stories log in as. */
export const embeddedUser = { email: 'ada@example.com', address: ADDRESS, chainId: 1 }

/** What every frame answers after a login: theme and dapp data taken, no smart-account networks. */
const baseHandlers: FrameHandlers = {
  SYNC_THEME: () => ({}),
  SYNC_DAPP_DATA: () => ({}),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
}

function embeddedFrame(handlers: FrameHandlers) {
  const frame = createMemoryFrame({ ...baseHandlers, ...handlers })
  // A placeholder element stands in for the iframe (the approval view lays it over the modal).
  const element = document.createElement('div')
  element.dataset.storyFrame = ''
  Object.defineProperty(element, 'contentWindow', { get: () => frame.element.contentWindow })
  const createFrame = (src: string) => {
    frame.clientOptions.createFrame?.(src)
    document.body.appendChild(element)
    return element as never
  }
  return {
    internals: { frame: { window: frame.app, createFrame } },
    options: { embeddedWallet: { frameUrl: 'https://frame.example/frame' }, features: { email: true, socials: ['google', 'github', 'apple', 'x'] as ('google' | 'github' | 'apple' | 'x')[] } },
  }
}

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'

export async function seed({ connectors = wallets, solana, options, act, walletConnect, directory, embedded, phone }: Seed = {}) {
  const wc = createFakeSignClient()
  const wallet = createMockAdapter('eip155', {
    walletConnect: Boolean(walletConnect || embedded),
    connectors,
    accounts: [{ address: ADDRESS, type: 'eoa' }],
    balances: { [`eip155:1:${ADDRESS}`]: '10000', [`eip155:2:${ADDRESS}`]: '0.0425' },
  })
  const solanaWallet =
    solana &&
    createMockAdapter('solana', {
      connectors: solana,
      accounts: [{ address: SOLANA_ADDRESS, type: 'eoa' }],
      caipNetworkId: 'solana:devnet',
      balances: { [`solana:devnet:${SOLANA_ADDRESS}`]: '2.5' },
    })
  const loadSignClient = async () => {
    if (walletConnect?.loadFails) throw new Error('The WalletConnect relay could not be reached.')
    if (walletConnect?.hang) await new Promise(() => {})
    return wc
  }
  const walletDirectory = directory ? { source: directorySource(directory) } : undefined
  const frame = embedded ? embeddedFrame(embedded) : undefined
  const { latch } = createTestLatch(
    solanaWallet ? [wallet, solanaWallet] : [wallet],
    { projectId: 'storybook', locale: 'en', walletDirectory, ...frame?.options, ...options },
    { loadSignClient, now: walletConnect?.now, ...frame?.internals, ...(phone ? { isMobile: () => true, userAgent: () => ANDROID_CHROME } : {}) },
  )
  await latch.ready
  await act?.(latch, wallet, wc)
  return { latch }
}

/**
 * Loader + render pair: the modal on a seeded instance, embedded in the story canvas, or with `overlay`
 * as a host page gets it by default (a fixed layer over the page).
 */
/** `registry`: the views this build has (default every one). */
export function modalStory(s: Seed, { overlay = false, registry }: { overlay?: boolean; registry?: ViewRegistry } = {}): StoryObj {
  return {
    loaders: [async () => seed(s)],
    render: (_args, { loaded }) => <LatchModal client={(loaded as Awaited<ReturnType<typeof seed>>).latch} embedded={!overlay} {...(registry ? { registry } : {})} />,
  }
}

export const connected = async (latch: ReturnType<typeof createTestLatch>['latch']) => {
  await latch.connect('io.metamask')
  await latch.open()
}
