/**
 * Sign-in with Solana through core's SIWX flow (CAIP-122), on the real local chain with the test wallet: the message
 * names a Solana account, the wallet signs its exact text, and the signature checks out with ed25519 — what a dapp's
 * backend verifies before it keeps the session. Also: `customRpcUrls` reach the Solana adapter's reads.
 */
import { createLatch } from '@latch/core'
import { createMemorySiwx } from '@latch/core/internal'
import { testKeypair } from '@latch/local-solana'
import bs58 from 'bs58'
import nacl from 'tweetnacl'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { SolanaAdapter } from './solanaAdapter'
import { installFakeWindow, installWallet, LOCAL_CHAIN, localNetwork, startStack } from './test/localStack'

let stack: Awaited<ReturnType<typeof startStack>>
let removeWindow: () => void
beforeAll(async () => {
  removeWindow = installFakeWindow()
  stack = await startStack()
})
afterAll(async () => {
  await stack?.node.stop()
  removeWindow?.()
})

it('signs in with Solana: a CAIP-122 message for the Solana account, signed as shown, verified with ed25519', async () => {
  const keypair = testKeypair(4)
  const { wallet, uninstall } = installWallet(stack.node.url, [keypair])
  const siwx = createMemorySiwx({ required: true, domain: 'app.example' })
  const latch = createLatch({ networks: [stack.network], adapters: [new SolanaAdapter()], siwx, logLevel: 'silent', projectId: 'test' })
  try {
    await latch.ready
    await vi.waitFor(() => expect(latch.getSnapshot().connectors.some((c) => c.name === wallet.name)).toBe(true))
    await latch.connect(wallet.name)
    await vi.waitFor(() => expect(latch.getSnapshot().router.view).toBe('SIWXSignMessage'))
    await latch.siwx.signIn()
    const [session] = siwx.sessions()
    expect(session?.data).toMatchObject({ accountAddress: keypair.publicKey.toBase58(), chainId: LOCAL_CHAIN })
    expect(session?.message.split('\n')[0]).toBe('app.example wants you to sign in with your Solana account:')
    expect(session?.message).toContain(`Chain ID: ${LOCAL_CHAIN.split(':')[1]}`)
    const signed = wallet.control.requests().find((r) => r.method === 'signMessage')
    expect(signed?.detail).toBe(session?.message)
    expect(nacl.sign.detached.verify(new TextEncoder().encode(session?.message ?? ''), bs58.decode(session?.signature ?? ''), keypair.publicKey.toBytes())).toBe(true)
  } finally {
    latch.destroy()
    uninstall()
  }
})

it('customRpcUrls replace a Solana network’s own endpoints for its reads', async () => {
  const keypair = testKeypair(5)
  const { wallet, uninstall } = installWallet(stack.node.url, [keypair])
  // The network as published points nowhere; the host's custom URL is the real node.
  const published = localNetwork('http://127.0.0.1:1')
  const latch = createLatch({ networks: [published], adapters: [new SolanaAdapter()], customRpcUrls: { [LOCAL_CHAIN]: [{ url: stack.node.url }] }, logLevel: 'silent', projectId: 'test' })
  try {
    await latch.ready
    await vi.waitFor(() => expect(latch.getSnapshot().connectors.some((c) => c.name === wallet.name)).toBe(true))
    await latch.connect(wallet.name)
    await vi.waitFor(() => expect(latch.getAccount()?.balance).toBe('1000'))
  } finally {
    latch.destroy()
    uninstall()
  }
})
