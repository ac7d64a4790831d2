import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { accountTypeSchema, emailSchema, otpSchema, registeredNameSchema, socialProviderSchema, solanaCommitmentSchema } from './account'
import { isCaipAddress, isEvmAddress, isSolanaAddress } from './address'
import { networkIssues } from './network'
import { sendCallsSchema } from './sendCalls'
import { isThemeMode, themeVariablesIssues } from './theme'

describe('addresses (spec §5)', () => {
  it('EVM: 40 hex digits, optional 0x', () => {
    expect(isEvmAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true)
    expect(isEvmAddress('f39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true)
    expect(isEvmAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226')).toBe(false)
    expect(isEvmAddress('0xg39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
    expect(isEvmAddress(42)).toBe(false)
  })
  it('Solana: 32 to 44 base58 characters', () => {
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
    expect(isSolanaAddress('4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T')).toBe(true)
    expect(isSolanaAddress('1111111111111111111111111111111')).toBe(false) // 31
    expect(isSolanaAddress('0OIl1111111111111111111111111111')).toBe(false) // not base58
  })
  it('CAIP: three non-empty parts with a known namespace', () => {
    expect(isCaipAddress('eip155:1:0xabc')).toBe(true)
    expect(isCaipAddress('polkadot:91b171bb158e2d3848fa23a9f1c25182:5Grw')).toBe(true)
    expect(isCaipAddress('eip155::0xabc')).toBe(false)
    expect(isCaipAddress('unknown:1:0xabc')).toBe(false)
    expect(isCaipAddress('eip155:1')).toBe(false)
  })
})

describe('account rules (spec §5)', () => {
  it('registered name: letters, digits, hyphen, at least 4', () => {
    expect(v.is(registeredNameSchema, 'ab-1')).toBe(true)
    expect(v.is(registeredNameSchema, 'abc')).toBe(false)
    expect(v.is(registeredNameSchema, 'ab_cd')).toBe(false)
    expect(v.is(registeredNameSchema, 'ab.cd')).toBe(false)
  })
  it('e-mail must be valid; OTP is a string', () => {
    expect(v.is(emailSchema, 'ada@example.com')).toBe(true)
    expect(v.is(emailSchema, 'ada@')).toBe(false)
    expect(v.is(otpSchema, '123456')).toBe(true)
    expect(v.is(otpSchema, 123456)).toBe(false)
  })
  it('social providers, account types and Solana commitments are closed lists', () => {
    for (const p of ['google', 'github', 'apple', 'facebook', 'x', 'discord']) expect(v.is(socialProviderSchema, p)).toBe(true)
    expect(v.is(socialProviderSchema, 'twitter')).toBe(false)
    expect(v.is(accountTypeSchema, 'eoa')).toBe(true)
    expect(v.is(accountTypeSchema, 'smartAccount')).toBe(true)
    expect(v.is(accountTypeSchema, 'payment')).toBe(false)
    expect(v.is(solanaCommitmentSchema, 'singleGossip')).toBe(true)
    expect(v.is(solanaCommitmentSchema, 'final')).toBe(false)
  })
})

describe('send calls (spec §5)', () => {
  it('needs each to to start with 0x, and any data too', () => {
    expect(v.is(sendCallsSchema, { calls: [{ to: '0x1', data: '0xab' }] })).toBe(true)
    expect(v.is(sendCallsSchema, { calls: [{ to: '1' }] })).toBe(false)
    expect(v.is(sendCallsSchema, { calls: [{ to: '0x1', data: 'ab' }] })).toBe(false)
    expect(v.is(sendCallsSchema, { calls: [] })).toBe(false)
  })
})

describe('theme (spec §5)', () => {
  it('mode is light or dark', () => {
    expect(isThemeMode('dark')).toBe(true)
    expect(isThemeMode('blue')).toBe(false)
  })
  it('variables reject unknown names and values that could break out of a declaration', () => {
    expect(themeVariablesIssues({ '--w3m-accent': '#47a1ff', '--w3m-z-index': 1000 })).toEqual([])
    expect(themeVariablesIssues({ '--w3m-accent': 'red; } body { display: none' })).toEqual([{ path: '--w3m-accent', message: 'Theme values may not contain ; { } < > url() or expression()' }])
    expect(themeVariablesIssues({ '--w3m-font-family': 'url(https://evil.example/f.woff)' })).toHaveLength(1)
    expect(themeVariablesIssues({ '--unknown': 'x' })).toEqual([{ path: '--unknown', message: 'Unknown theme variable' }])
    expect(themeVariablesIssues({ '--w3m-z-index': 1.5, '--w3m-color-mix-strength': 120 }).map((i) => i.path)).toEqual(['--w3m-z-index', '--w3m-color-mix-strength'])
    expect(themeVariablesIssues('red')).toHaveLength(1)
  })
})

describe('networks', () => {
  const base = {
    id: 1,
    name: 'Ethereum',
    caipNetworkId: 'eip155:1',
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://rpc.example'] } },
  }
  it('accepts a well-formed network', () => {
    expect(networkIssues(base)).toEqual([])
  })
  it('rejects a CAIP id of another namespace and bad RPC URLs', () => {
    expect(networkIssues({ ...base, caipNetworkId: 'solana:1' })).toEqual([{ path: 'caipNetworkId', message: 'caipNetworkId must start with the chainNamespace' }])
    expect(networkIssues({ ...base, rpcUrls: { default: { http: ['not a url'] } } }, 'networks.0')).toEqual([{ path: 'networks.0.rpcUrls.default.http.0', message: 'Must be a URL' }])
    expect(networkIssues({ ...base, nativeCurrency: { name: 'Ether', symbol: '', decimals: 300 } }).map((i) => i.path)).toEqual(['nativeCurrency.symbol', 'nativeCurrency.decimals'])
    expect(networkIssues({ ...base, blockExplorers: { default: { name: 'Scan', url: 'nope' } }, testnet: 'yes' }).map((i) => i.path)).toEqual(['blockExplorers.default.url', 'testnet'])
    expect(networkIssues(null)).toEqual([{ path: '', message: 'A network must be an object' }])
  })
})
