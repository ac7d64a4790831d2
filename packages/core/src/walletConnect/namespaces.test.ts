import { describe, expect, it } from 'vitest'
import { testNetworks } from '../testing/fixtures'
import { createMockAdapter } from '../testing/mockAdapter'
import { buildOptionalNamespaces, sessionAccounts } from './namespaces'

describe('WalletConnect namespaces', () => {
  it('asks for each WalletConnect-capable adapter: its networks, methods and events', () => {
    const evm = Object.assign(createMockAdapter('eip155'), { walletConnect: { methods: ['personal_sign'], events: ['chainChanged'] } })
    const sol = createMockAdapter('solana')
    const result = buildOptionalNamespaces([evm, sol], [testNetworks.one, testNetworks.two, testNetworks.sol])
    expect(result).toEqual({ eip155: { chains: ['eip155:1', 'eip155:2'], methods: ['personal_sign'], events: ['chainChanged'] } })
  })
  it('reads session accounts per namespace, first account first, skipping malformed ones', () => {
    const out = sessionAccounts({
      eip155: { accounts: ['eip155:10:0xabc', 'eip155:1:0xabc', 'eip155:1:0xdef', 'bad'] },
      solana: { accounts: ['solana:devnet:Abc'] },
      cosmos: { accounts: [] },
      unknown: { accounts: ['unknown:1:x'] },
    })
    expect(out).toEqual([
      { namespace: 'eip155', addresses: ['0xabc', '0xdef'], caipNetworkId: 'eip155:10' },
      { namespace: 'solana', addresses: ['Abc'], caipNetworkId: 'solana:devnet' },
    ])
  })
})
