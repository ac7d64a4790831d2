import * as api from '@latch/adapter-solana'
import * as react from '@latch/adapter-solana/react'
import { expect, it } from 'vitest'

it('exports exactly the public API', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "InvalidAmountError",
      "InvalidCommitmentError",
      "SolanaAccountNotFoundError",
      "SolanaAdapter",
      "TokenDecimalsMismatchError",
      "formatUnits",
      "parseUnits",
      "solana",
      "solanaDevnet",
      "solanaTestnet",
    ]
  `)
  expect(Object.keys(react).sort()).toMatchInlineSnapshot(`
    [
      "SolanaAdapter",
      "useAppKitConnection",
    ]
  `)
})

it('re-exports core networks rather than declaring its own', async () => {
  const core = await import('@latch/core/networks')
  expect(api.solana).toBe(core.solana)
  expect(api.solanaDevnet.caipNetworkId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
  expect(api.solanaTestnet.caipNetworkId).toBe('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')
})
