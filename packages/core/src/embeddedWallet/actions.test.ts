import { afterEach, beforeEach, expect, it, vi } from 'vitest'

// The chunk fetch is the boundary faked here: a deploy that dropped the file, or the network gone mid-session.
vi.mock('../flows/chunks', () => ({
  loadEmbeddedWalletFlows: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/embeddedWallet.js')),
  loadWalletConnectFlows: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
}))

beforeEach(() => vi.stubGlobal('window', {}))
afterEach(() => vi.unstubAllGlobals())

it("a login whose code cannot be loaded fails with 'Unable to load email login dependency', keeping the cause", async () => {
  const { setup } = await import('../testing/embeddedWalletSetup')
  const { latch } = setup({})
  const error = await latch.embeddedWallet.connectEmail('ada@example.com').catch((e: unknown) => e)
  expect(error).toMatchObject({ name: 'EmailDependencyLoadError', code: 'EMAIL_DEPENDENCY_LOAD_FAILED', shortMessage: 'Unable to load email login dependency' })
  expect((error as Error).cause).toBeInstanceOf(TypeError)
})
