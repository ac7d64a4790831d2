import type { CaipNetwork } from '@latch/core'
import { ChainNotSupportedError, UserRejectedRequestError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { switchChain } from './switchChain'
import { createFakeWallet, WalletRpcError } from './test/fakeWallet'

const chain2: CaipNetwork = {
  id: 31338,
  name: 'Anvil Two',
  caipNetworkId: 'eip155:31338',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  blockExplorers: { default: { name: 'Local', url: 'http://127.0.0.1:4000' } },
  testnet: true,
}

describe('switchChain', () => {
  it('switches directly when the wallet knows the chain', async () => {
    const wallet = createFakeWallet({ chainId: 1, knownChains: [1, 31338] })
    await switchChain(wallet.provider, chain2)
    expect(wallet.calls).toEqual([{ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }])
    expect(wallet.state.chainId).toBe(31338)
  })

  it.each([4902, 5000, 32603, -32603])('adds the chain on error %i, then switches again', async (code) => {
    let failedOnce = false
    let switchedTo: string | undefined
    const wallet = createFakeWallet({
      chainId: 1,
      handlers: {
        wallet_switchEthereumChain: (params) => {
          if (!failedOnce) {
            failedOnce = true
            throw new WalletRpcError(code, 'cannot switch')
          }
          switchedTo = (params as [{ chainId: string }])[0].chainId
          return null
        },
      },
    })
    await switchChain(wallet.provider, chain2)
    expect(wallet.methods()).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
    expect(wallet.calls[1]?.params).toEqual([
      {
        chainId: '0x7a6a',
        chainName: 'Anvil Two',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: ['http://127.0.0.1:8546'],
        blockExplorerUrls: ['http://127.0.0.1:4000'],
      },
    ])
    expect(switchedTo).toBe('0x7a6a')
  })

  it('ends on the chain with a wallet that adds without switching', async () => {
    const wallet = createFakeWallet({ chainId: 1 })
    await switchChain(wallet.provider, chain2)
    expect(wallet.methods()).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
    expect(wallet.state.chainId).toBe(31338)
  })

  it("throws 'Chain is not supported' when adding fails", async () => {
    const wallet = createFakeWallet({
      handlers: {
        wallet_addEthereumChain: () => {
          throw new WalletRpcError(-32602, 'bad params')
        },
      },
    })
    const error = await switchChain(wallet.provider, chain2).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect((error as ChainNotSupportedError).shortMessage).toBe('Chain is not supported')
    expect(wallet.state.chainId).toBe(1)
  })

  it('throws ChainNotSupportedError when the wallet still refuses the chain after adding it', async () => {
    const wallet = createFakeWallet({
      handlers: {
        wallet_switchEthereumChain: () => {
          throw new WalletRpcError(4902, 'Unrecognized chain ID')
        },
      },
    })
    await expect(switchChain(wallet.provider, chain2)).rejects.toBeInstanceOf(ChainNotSupportedError)
  })

  it('maps a rejected switch or add to UserRejectedRequestError', async () => {
    const rejectSwitch = createFakeWallet({
      handlers: {
        wallet_switchEthereumChain: () => {
          throw new WalletRpcError(4001, 'User rejected the request.')
        },
      },
    })
    await expect(switchChain(rejectSwitch.provider, chain2)).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(rejectSwitch.methods()).toEqual(['wallet_switchEthereumChain'])

    const rejectAdd = createFakeWallet({
      handlers: {
        wallet_addEthereumChain: () => {
          throw new WalletRpcError(4001, 'User rejected the request.')
        },
      },
    })
    await expect(switchChain(rejectAdd.provider, chain2)).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('does not try to add the chain on unrelated errors', async () => {
    const failure = new WalletRpcError(4100, 'Unauthorized')
    const wallet = createFakeWallet({
      handlers: {
        wallet_switchEthereumChain: () => {
          throw failure
        },
      },
    })
    await expect(switchChain(wallet.provider, chain2)).rejects.toBe(failure)
    expect(wallet.methods()).toEqual(['wallet_switchEthereumChain'])
  })
})
