import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { formatSiwxMessage } from '../siwx/formatMessage'
import { createTestLatch } from '../testing/fixtures'
import { createMemorySiwx } from '../testing/memorySiwx'
import { createMockAdapter } from '../testing/mockAdapter'

beforeEach(() => vi.stubGlobal('window', {}))
afterEach(() => vi.unstubAllGlobals())

const ADDR = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function setup(siwx = createMemorySiwx()) {
  const evm = createMockAdapter('eip155', {
    accounts: [{ address: ADDR, type: 'eoa' }],
    connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }],
  })
  const { latch } = createTestLatch([evm], { siwx })
  return { latch, evm, siwx }
}

const view = (latch: ReturnType<typeof setup>['latch']) => latch.getSnapshot().router.view

describe('sign-in message flow (spec §4)', () => {
  it('a connect without a session opens the sign view; signing keeps the session and closes; the next connect asks nothing', async () => {
    const { latch, siwx } = setup()
    await latch.ready
    await latch.open()
    await latch.connect('io.metamask')
    await vi.waitFor(() => expect(view(latch)).toBe('SIWXSignMessage'))
    expect(latch.getSnapshot().modal.open).toBe(true)
    await latch.siwx.signIn()
    expect(latch.getSnapshot().modal.open).toBe(false)
    expect(siwx.sessions()).toHaveLength(1)
    const session = siwx.sessions()[0]
    expect(session?.data).toMatchObject({ accountAddress: ADDR, chainId: 'eip155:1', domain: 'app.example' })
    expect(session?.message).toBe(formatSiwxMessage(session?.data as never))
    expect(session?.signature).toBeTruthy()

    await latch.disconnect()
    await siwx.setSessions([session as never])
    await latch.open()
    await latch.connect('io.metamask')
    await new Promise((r) => setTimeout(r, 20))
    expect(view(latch)).not.toBe('SIWXSignMessage')
  })

  it('the message quotes the address as the adapter writes it canonically (EIP-55 on eip155)', async () => {
    const { latch, evm, siwx } = setup()
    evm.canonicalAddress = async (address) => `canonical:${address}`
    await latch.connect('io.metamask')
    await vi.waitFor(() => expect(view(latch)).toBe('SIWXSignMessage'))
    await latch.siwx.signIn()
    expect(siwx.sessions()[0]?.data.accountAddress).toBe(`canonical:${ADDR}`)
    expect(siwx.sessions()[0]?.message.split('\n')[1]).toBe(`canonical:${ADDR}`)
  })

  it('a failed sign-in shows the view again with the error', async () => {
    const { latch, siwx } = setup(createMemorySiwx({ reject: () => new Error('Invalid signature') }))
    await latch.connect('io.metamask')
    await vi.waitFor(() => expect(view(latch)).toBe('SIWXSignMessage'))
    latch.close()
    await expect(latch.siwx.signIn()).rejects.toThrow('Invalid signature')
    expect(latch.getSnapshot().siwx).toMatchObject({ status: 'error', error: { shortMessage: 'Invalid signature' } })
    expect(latch.getSnapshot().modal.open).toBe(true)
    expect(view(latch)).toBe('SIWXSignMessage')
    expect(siwx.sessions()).toEqual([])
  })

  it('cancel: a required sign-in disconnects; an optional one only closes; both reset to Connect', async () => {
    const required = setup(createMemorySiwx({ required: true }))
    await required.latch.connect('io.metamask')
    await vi.waitFor(() => expect(view(required.latch)).toBe('SIWXSignMessage'))
    // Closing is disabled while a required message is unsigned.
    required.latch.close()
    expect(required.latch.getSnapshot().modal.open).toBe(true)
    await required.latch.siwx.cancel()
    expect(required.latch.getSnapshot().namespaces.eip155?.account.address).toBeUndefined()
    expect(view(required.latch)).toBe('Connect')

    const optional = setup()
    await optional.latch.connect('io.metamask')
    await vi.waitFor(() => expect(view(optional.latch)).toBe('SIWXSignMessage'))
    await optional.latch.siwx.cancel()
    expect(optional.latch.getSnapshot().modal.open).toBe(false)
    expect(optional.latch.getSnapshot().namespaces.eip155?.account.address).toBe(ADDR)
    expect(view(optional.latch)).toBe('Connect')
  })

  it('the message is EIP-4361 text on eip155 (CAIP-122 elsewhere)', () => {
    const data = {
      domain: 'app.example',
      accountAddress: ADDR,
      statement: 'Sign in to the test app.',
      uri: 'https://app.example',
      version: '1',
      chainId: 'eip155:31337' as const,
      nonce: 'abcdef123456',
      issuedAt: '2026-11-23T00:00:00.000Z',
      resources: ['https://app.example/terms'],
    }
    expect(formatSiwxMessage(data)).toBe(
      [
        'app.example wants you to sign in with your Ethereum account:',
        ADDR,
        '',
        'Sign in to the test app.',
        '',
        'URI: https://app.example',
        'Version: 1',
        'Chain ID: 31337',
        'Nonce: abcdef123456',
        'Issued At: 2026-11-23T00:00:00.000Z',
        'Resources:',
        '- https://app.example/terms',
      ].join('\n'),
    )
    expect(formatSiwxMessage({ ...data, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', statement: undefined, resources: undefined }).split('\n').slice(0, 5)).toEqual([
      'app.example wants you to sign in with your Solana account:',
      ADDR,
      '',
      '',
      'URI: https://app.example',
    ])
  })
})
