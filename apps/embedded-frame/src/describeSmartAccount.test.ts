import { describe, expect, it } from 'vitest'
import { ATTACKER, abi, USDC, USER } from '../shared/fixtures.test-helpers'
import { type ActiveAccount, type Described, describeRequest } from './describe'

const SMART = '0x1111111111111111111111111111111111111111'
const chain = { chainId: 31337, name: 'Anvil Local', currency: 'ETH', smartAccounts: true }
const sponsored = { ...chain, sponsor: 'Latch Paymaster' }
const deployed: ActiveAccount = { type: 'smartAccount', address: SMART, deployed: true }
const fresh: ActiveAccount = { type: 'smartAccount', address: SMART, deployed: false }
const eoa: ActiveAccount = { type: 'eoa', address: USER }
const value = (d: Described, label: string) => d.rows.find((r) => r.label === label)?.value
const warnings = (d: Described) => d.rows.filter((r) => r.kind === 'warning').map((r) => r.value)

const transfer = abi.encodeFunctionData('transfer', [ATTACKER, 5_000_000n])
/** EIP-5792 wallet_sendCalls parameters as a dapp sends them. */
const sendCalls = (extra: Record<string, unknown> = {}) => [
  { version: '2.0.0', chainId: '0x7a69', atomicRequired: true, calls: [{ to: USER, value: '0xde0b6b3a7640000' }, { to: USDC, data: transfer }], ...extra },
]

describe('describeRequest: eth_sendTransaction from a smart account', () => {
  const tx = [{ to: USER, value: '0x1' }]

  it('names the smart account as the sender and says when this operation creates it', () => {
    const first = describeRequest('eth_sendTransaction', tx, chain, fresh)
    expect(first.rows).toEqual([
      { label: 'From', value: `${SMART} (smart account)` },
      { label: 'Smart account', value: 'Not on the network yet: it is created with this operation' },
      { label: 'To', value: USER },
      { label: 'Amount', value: '0.000000000000000001 ETH' },
      { label: 'Network fee', value: 'Paid from this smart account (in ETH)' },
      { label: 'Network', value: 'Anvil Local (chain 31337)' },
    ])
    const later = describeRequest('eth_sendTransaction', tx, chain, deployed)
    expect(value(later, 'From')).toBe(`${SMART} (smart account)`)
    expect(value(later, 'Smart account')).toBeUndefined()
  })

  it("is sponsored by the chain's default paymaster when it has one", () => {
    expect(value(describeRequest('eth_sendTransaction', tx, sponsored, deployed), 'Network fee')).toBe('Sponsored by Latch Paymaster')
  })

  it('an EOA send shows no smart-account rows', () => {
    const d = describeRequest('eth_sendTransaction', tx, chain, eoa)
    expect(d.rows.map((r) => r.label)).toEqual(['To', 'Amount', 'Network'])
  })

  it("does not show the request's gas values as sent: the wallet sets the operation's", () => {
    const d = describeRequest('eth_sendTransaction', [{ to: USER, gas: '0x5208', maxFeePerGas: '0x1' }], chain, deployed)
    expect(value(d, 'Gas limit')).toBeUndefined()
    expect(value(d, 'Max fee per gas')).toBeUndefined()
    expect(value(d, 'Gas and fees')).toMatch(/Set by the wallet/)
  })

  it('refuses what the server refuses for a smart account: another sender, a deployment, a nonce, signing a message', () => {
    expect(() => describeRequest('eth_sendTransaction', [{ from: USER, to: USDC }], chain, deployed)).toThrow(/is from 0x7099.*account in use .* is 0x1111/)
    expect(() => describeRequest('eth_sendTransaction', [{ to: null, data: '0x6080' }], chain, deployed)).toThrow(/does not deploy contracts/)
    expect(() => describeRequest('eth_sendTransaction', [{ to: USDC, nonce: '0x1' }], chain, deployed)).toThrow(/own nonce/)
    expect(() => describeRequest('personal_sign', ['0x68', SMART], chain, deployed)).toThrow(/smart account, which cannot sign messages/)
    expect(describeRequest('eth_sendTransaction', [{ from: SMART, to: USDC }], chain, deployed).title).toBe('Send transaction')
  })
})

describe('describeRequest: wallet_sendCalls', () => {
  it('shows each call of a batch, numbered, the ERC-20 transfer decoded, all or nothing, the total and who pays', () => {
    const d = describeRequest('wallet_sendCalls', sendCalls(), chain, fresh)
    expect(d.title).toBe('Send 2 calls')
    expect(d.rows).toEqual([
      { label: 'From', value: `${SMART} (smart account)` },
      { label: 'Smart account', value: 'Not on the network yet: it is created with this operation' },
      { label: 'Execution', value: 'All or nothing: every call succeeds or none does' },
      { label: 'Call 1 of 2', value: 'Sends currency' },
      { label: 'To', value: USER, depth: 1 },
      { label: 'Amount', value: '1 ETH', depth: 1 },
      { label: 'Call 2 of 2', value: 'Calls a contract' },
      { label: 'To', value: USDC, depth: 1 },
      { label: 'Amount', value: '0 ETH', depth: 1 },
      { label: 'Function', value: 'transfer(address to, uint256 amount)', depth: 1 },
      { label: 'Token (contract)', value: USDC, depth: 1 },
      { label: 'Receiver', value: ATTACKER, depth: 1 },
      { label: 'Amount (raw units)', value: '5000000', depth: 1 },
      { label: 'Data', value: transfer, kind: 'code', depth: 1 },
      { label: 'Total amount', value: '1 ETH' },
      { label: 'Network fee', value: 'Paid from this smart account (in ETH)' },
      { label: 'Network', value: 'Anvil Local (chain 31337)' },
    ])
  })

  it("names each call's warnings, and shows an unknown call by its selector", () => {
    const approve = abi.encodeFunctionData('approve(address,uint256)', [ATTACKER, 1n])
    const d = describeRequest('wallet_sendCalls', sendCalls({ calls: [{ to: USDC, data: approve }, { to: USDC, data: '0xdeadbeef' }] }), chain, deployed)
    expect(warnings(d)).toEqual([
      `Call 1 of 2: This lets ${ATTACKER} spend your tokens from ${USDC}.`,
      'Call 2 of 2: The wallet cannot tell what this contract call does: approve only if you trust this app and this contract.',
    ])
    expect(d.rows.find((r) => r.label === 'Selector')).toEqual({ label: 'Selector', value: '0xdeadbeef', depth: 1 })
    expect(value(d, 'Smart account')).toBeUndefined()
  })

  it("says who pays: the request's paymaster (by host), else the chain's sponsor, else the account", () => {
    const paymaster = { paymasterService: { url: 'https://pm.example.com:8443/api/v2?key=secret', context: { policyId: 'p1' } } }
    const fee = (params: unknown, on: typeof chain) => value(describeRequest('wallet_sendCalls', params, on, deployed), 'Network fee')
    expect(fee(sendCalls({ capabilities: paymaster }), sponsored)).toBe('Sponsored by pm.example.com:8443')
    expect(fee(sendCalls(), sponsored)).toBe('Sponsored by Latch Paymaster')
    expect(fee(sendCalls(), chain)).toBe('Paid from this smart account (in ETH)')
  })

  it('refuses, before anything is shown, calls the server would refuse', () => {
    expect(() => describeRequest('wallet_sendCalls', sendCalls(), chain, eoa)).toThrow(/needs a smart account/)
    expect(() => describeRequest('wallet_sendCalls', sendCalls(), chain, undefined)).toThrow(/needs a smart account/)
    expect(() => describeRequest('wallet_sendCalls', sendCalls({ chainId: '0x1' }), chain, deployed)).toThrow(/chain 1\b/)
    expect(() => describeRequest('wallet_sendCalls', sendCalls({ from: USER }), chain, deployed)).toThrow(/from 0x7099/)
    expect(() => describeRequest('wallet_sendCalls', sendCalls(), undefined, deployed)).toThrow(/network/)
    const refused = (() => {
      try {
        describeRequest('wallet_sendCalls', sendCalls(), chain, eoa)
      } catch (error) {
        return error
      }
    })()
    expect(refused).toMatchObject({ name: 'SignRequestError', code: -32602 })
  })
})
