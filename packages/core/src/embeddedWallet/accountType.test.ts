import type { FrameHandlers } from '@latch/frame-bridge/host'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_STORAGE_PREFIX } from '../store/storage'
import { ADDRESS, setup, user } from '../testing/embeddedWalletSetup'

const SMART = '0xfEFCAC4D251df6848705c42672e2F6f463cc30Ee'

beforeEach(() => vi.stubGlobal('window', {}))
afterEach(() => vi.unstubAllGlobals())

/** A frame whose user has an EOA and, on chain 1, a smart account that deploys with the first send. */
function frameWithSmartAccount(extra: FrameHandlers = {}) {
  const wallet = { type: 'eoa' as 'eoa' | 'smartAccount', deployed: false, sent: 0 }
  const handlers: FrameHandlers = {
    CONNECT_EMAIL: () => ({ action: 'CONNECT' }),
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [1] }),
    GET_USER: () => ({
      ...user,
      address: wallet.type === 'smartAccount' ? SMART : ADDRESS,
      preferredAccountType: wallet.type,
      accounts: [
        { address: ADDRESS, type: 'eoa' },
        { address: SMART, type: 'smartAccount' },
      ],
      smartAccountDeployed: wallet.deployed,
    }),
    SET_PREFERRED_ACCOUNT: ({ type }) => {
      wallet.type = type
      return { type, address: type === 'smartAccount' ? SMART : ADDRESS }
    },
    RPC_REQUEST: ({ method }) => {
      if (method === 'eth_sendTransaction') {
        wallet.sent += 1
        wallet.deployed = true
        return { result: `0x${'ab'.repeat(32)}` }
      }
      return { result: null }
    },
    ...extra,
  }
  return { wallet, handlers }
}

describe('the EOA / smart-account choice', () => {
  it('switching changes the address everywhere, is stored, and the first send flips smartAccountDeployed', async () => {
    const { wallet, handlers } = frameWithSmartAccount()
    const { latch, storage, evm } = setup(handlers)
    await latch.ready
    await latch.embeddedWallet.connectEmail('ada@example.com')
    await vi.waitFor(() => expect(latch.getSnapshot().namespaces.eip155?.network.smartAccountEnabledNetworks).toEqual([1]))
    expect(latch.getSnapshot().namespaces.eip155?.account).toMatchObject({ address: ADDRESS, preferredAccountType: 'eoa' })

    expect(await latch.embeddedWallet.setPreferredAccountType('smartAccount')).toBe('smartAccount')
    const account = latch.getSnapshot().namespaces.eip155?.account
    expect(account).toMatchObject({ address: SMART, caipAddress: `eip155:1:${SMART}`, preferredAccountType: 'smartAccount', smartAccountDeployed: false, connectorId: 'AUTH' })
    expect(account?.allAccounts.map((a) => a.address)).toEqual([SMART, ADDRESS])
    // What useAppKitAccount().embeddedWalletInfo hands the dapp.
    expect(account?.embeddedWalletInfo).toMatchObject({ authProvider: 'email', accountType: 'smartAccount', isSmartAccountDeployed: false, user: { email: 'ada@example.com', address: SMART } })
    // The adapter's connection (what the dapp's provider answers eth_accounts with) is the smart account's.
    expect(evm.remoteTransport?.accounts[0]).toBe(SMART)
    expect(storage.getItem(`${DEFAULT_STORAGE_PREFIX}.preferredAccountTypes`)).toBe('{"eip155":"smartAccount"}')

    const transport = evm.remoteTransport
    if (!transport) throw new Error('not connected')
    // The approval is the frame's; this in-memory frame answers at once.
    await transport.request({ method: 'eth_sendTransaction', params: [{ from: SMART, to: ADDRESS, value: '0x1' }], caipNetworkId: 'eip155:1' })
    expect(wallet.sent).toBe(1)
    await vi.waitFor(() => expect(latch.getSnapshot().namespaces.eip155?.account.smartAccountDeployed).toBe(true))
    expect(latch.getSnapshot().namespaces.eip155?.account.embeddedWalletInfo).toMatchObject({ accountType: 'smartAccount', isSmartAccountDeployed: true })

    expect(await latch.embeddedWallet.setPreferredAccountType('eoa')).toBe('eoa')
    expect(latch.getSnapshot().namespaces.eip155?.account).toMatchObject({ address: ADDRESS, preferredAccountType: 'eoa' })
    expect(storage.getItem(`${DEFAULT_STORAGE_PREFIX}.preferredAccountTypes`)).toBe('{"eip155":"eoa"}')
  })

  it('a frame that cannot switch leaves the EOA in use, stored as EOA (spec §4)', async () => {
    const { handlers } = frameWithSmartAccount({
      SET_PREFERRED_ACCOUNT: () => {
        throw new Error('Smart accounts are not available on chain 1')
      },
    })
    const { latch, storage } = setup(handlers)
    await latch.ready
    await latch.embeddedWallet.connectEmail('ada@example.com')
    expect(await latch.embeddedWallet.setPreferredAccountType('smartAccount')).toBe('eoa')
    expect(latch.getSnapshot().namespaces.eip155?.account).toMatchObject({ address: ADDRESS, preferredAccountType: 'eoa' })
    expect(storage.getItem(`${DEFAULT_STORAGE_PREFIX}.preferredAccountTypes`)).toBe('{"eip155":"eoa"}')
  })
})
