// @vitest-environment happy-dom
import type { CaipNetwork } from '@latch/core'
import { solanaDevnet } from '@latch/core/networks'
import { Connection } from '@solana/web3.js'
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

// The hook's one input is the active network; the instance behind it is @latch/react's concern.
const active: { caipNetwork: CaipNetwork | undefined } = { caipNetwork: undefined }
vi.mock('@latch/react', () => ({ useAppKitNetwork: () => ({ caipNetwork: active.caipNetwork }) }))
const { useAppKitConnection } = await import('./useAppKitConnection')

const mainnetEvm = { id: 1, name: 'Ethereum', caipNetworkId: 'eip155:1', chainNamespace: 'eip155', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://eth.test'] } } } satisfies CaipNetwork

describe('useAppKitConnection', () => {
  it('gives the active Solana network a web3.js Connection on its RPC URL, one per URL, none off Solana', () => {
    active.caipNetwork = { ...solanaDevnet, rpcUrls: { default: { http: ['https://devnet.custom.test'] } } }
    const { result, rerender } = renderHook(() => useAppKitConnection())
    const first = result.current.connection
    expect(first).toBeInstanceOf(Connection)
    expect(first?.rpcEndpoint).toBe('https://devnet.custom.test')
    const other = renderHook(() => useAppKitConnection())
    expect(other.result.current.connection).toBe(first)

    act(() => {
      active.caipNetwork = mainnetEvm
    })
    rerender()
    expect(result.current.connection).toBeUndefined()
  })
})
