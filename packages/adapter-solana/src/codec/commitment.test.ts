import { describe, expect, it } from 'vitest'
import { InvalidCommitmentError } from '../errors'
import { walletChainOf } from './chains'
import { resolveCommitment } from './commitment'

describe('resolveCommitment (spec §5)', () => {
  it('defaults to confirmed and maps the legacy names to the level nodes read them as', () => {
    expect(resolveCommitment(undefined)).toBe('confirmed')
    expect(['processed', 'confirmed', 'finalized'].map(resolveCommitment)).toEqual(['processed', 'confirmed', 'finalized'])
    expect(['recent', 'single', 'singleGossip', 'root', 'max'].map(resolveCommitment)).toEqual(['processed', 'confirmed', 'confirmed', 'finalized', 'finalized'])
  })

  it.each(['final', 'Confirmed', '', 'toString', 3, null])('refuses %s with InvalidCommitmentError', (value) => {
    expect(() => resolveCommitment(value)).toThrow(InvalidCommitmentError)
  })
})

describe('walletChainOf', () => {
  it('names the three clusters as Wallet Standard does, and passes other networks through', () => {
    expect(walletChainOf('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('solana:mainnet')
    expect(walletChainOf('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')).toBe('solana:mainnet')
    expect(walletChainOf('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe('solana:devnet')
    expect(walletChainOf('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')).toBe('solana:testnet')
    expect(walletChainOf('solana:localnet')).toBe('solana:localnet')
  })
})
