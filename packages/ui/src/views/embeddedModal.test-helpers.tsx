// Test helper (not a test file): the modal on an instance whose embedded wallet is a frame in memory answering with
// the handlers a test gives (the process boundary), its element a DOM node so the UI can place the frame's screen.
import { createMockAdapter, createTestLatch } from '@latch/core/internal'
import type { FrameHandlers } from '@latch/frame-bridge/host'
import { createMemoryFrame } from '@latch/frame-bridge/testing'
import { render } from '@testing-library/react'
import { LatchModal } from '../modal/LatchModal'

/** What every frame answers after a login (theme, dapp data, no smart-account networks). */
const baseHandlers: FrameHandlers = {
  SYNC_THEME: () => ({}),
  SYNC_DAPP_DATA: () => ({}),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
}

const METAMASK = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED' as const, chain: 'eip155' as const, info: { rdns: 'io.metamask' } }

export function renderEmbeddedModal(
  handlers: FrameHandlers,
  { connectors = [METAMASK], locale = 'en', socials = ['google', 'github'] }: { connectors?: (typeof METAMASK)[]; locale?: string; socials?: ('google' | 'github' | 'farcaster')[] } = {},
) {
  const frame = createMemoryFrame({ ...baseHandlers, ...handlers })
  const element = document.createElement('div')
  Object.defineProperty(element, 'contentWindow', { get: () => frame.element.contentWindow })
  const createFrame = (src: string) => {
    frame.clientOptions.createFrame?.(src)
    document.body.appendChild(element)
    return element as never
  }
  const evm = createMockAdapter('eip155', { walletConnect: true, connectors })
  const { latch } = createTestLatch([evm], { locale, embeddedWallet: { frameUrl: 'https://frame.example/frame' }, features: { email: true, socials } }, { frame: { window: frame.app, createFrame } })
  render(<LatchModal client={latch} />)
  return { latch, frame, element, evm }
}
