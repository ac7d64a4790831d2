import { describe, expect, it } from 'vitest'
import { testNetworks } from '../testing/fixtures'
import { createMockAdapter } from '../testing/mockAdapter'
import { buildOptionalNamespaces, eventAccounts, sessionAccounts } from './namespaces'

describe('WalletConnect namespaces', () => {
  it('asks for each WalletConnect-capable adapter: its networks, methods and events', () => {
    const evm = Object.assign(createMockAdapter('eip155'), { remote: { walletConnect: { methods: ['personal_sign'], events: ['chainChanged'] }, attach: async () => { throw new Error('not used') } } })
    const sol = createMockAdapter('solana')
    const result = buildOptionalNamespaces([evm, sol], [testNetworks.one, testNetworks.two, testNetworks.sol])
    expect(result).toEqual({ eip155: { chains: ['eip155:1', 'eip155:2'], methods: ['personal_sign'], events: ['chainChanged'] } })
  })
  const rules = (dropped: string[] = []) => ({
    requested: (id: string) => ['eip155:1', 'eip155:10', 'solana:devnet'].includes(id),
    isAddress: (ns: string, address: string) => address.startsWith(ns === 'eip155' ? '0x' : 'A'),
    dropped: (account: string, reason: string) => void dropped.push(`${account}: ${reason}`),
  })

  it('reads session accounts per namespace, first account first, skipping malformed ones', () => {
    const out = sessionAccounts(
      {
        eip155: { accounts: ['eip155:10:0xabc', 'eip155:1:0xabc', 'eip155:1:0xdef', 'bad'] },
        solana: { accounts: ['solana:devnet:Abc'] },
        cosmos: { accounts: [] },
        unknown: { accounts: ['unknown:1:x'] },
      },
      rules(),
    )
    expect(out).toEqual([
      { namespace: 'eip155', addresses: ['0xabc', '0xdef'], caipNetworkId: 'eip155:10' },
      { namespace: 'solana', addresses: ['Abc'], caipNetworkId: 'solana:devnet' },
    ])
  })

  it('drops, and reports, accounts in another namespace, on a chain the dapp did not ask for, or with an invalid address (L7)', () => {
    const dropped: string[] = []
    const out = sessionAccounts(
      {
        eip155: { accounts: ['solana:devnet:Abc', 'eip155:666:0xabc', 'eip155:1:javascript:alert(1)', 'eip155:1:<img>', 'eip155:1:0xgood'] },
        solana: { accounts: ['solana:devnet:0xnotbase58'] },
      },
      rules(dropped),
    )
    expect(out).toEqual([{ namespace: 'eip155', addresses: ['0xgood'], caipNetworkId: 'eip155:1' }])
    expect(dropped).toEqual([
      'solana:devnet:Abc: another namespace',
      'eip155:666:0xabc: chain not requested',
      'eip155:1:javascript:alert(1): not CAIP-10',
      'eip155:1:<img>: invalid address',
      'solana:devnet:0xnotbase58: invalid address',
    ])
  })

  it('an accountsChanged event keeps only usable accounts, plain or CAIP-10; one with none usable is ignored, not a disconnect (L7)', () => {
    const dropped: string[] = []
    expect(eventAccounts(['0xabc', 'eip155:1:0xdef', 'eip155:666:0x1', 'evil', 42, 'solana:devnet:Abc'], 'eip155:10', rules(dropped))).toEqual(['eip155:10:0xabc', 'eip155:1:0xdef'])
    expect(dropped).toHaveLength(4)
    expect(eventAccounts(['evil', 'eip155:666:0x1'], 'eip155:1', rules())).toBeUndefined()
    expect(eventAccounts([], 'eip155:1', rules())).toEqual([])
    expect(eventAccounts('0xabc', 'eip155:1', rules())).toBeUndefined()
    // Plain addresses on a chain the dapp did not ask for are no better than CAIP-10 ones there.
    expect(eventAccounts(['0xabc'], 'eip155:666', rules())).toBeUndefined()
  })
})
