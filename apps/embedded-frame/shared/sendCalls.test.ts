import { describe, expect, it } from 'vitest'
import { ATTACKER, abi, USDC, USER } from './fixtures.test-helpers'
import { MAX_CALLS } from './sendCalls.mjs'
import { normaliseSignRequest, SignRequestError } from './signRequest.mjs'

const read = (batch: Record<string, unknown>, chainId = 1) =>
  normaliseSignRequest('wallet_sendCalls', [{ version: '2.0.0', chainId: '0x1', atomicRequired: true, ...batch }], { chainId })
const transfer = abi.encodeFunctionData('transfer', [ATTACKER, 5n])

describe('normaliseSignRequest: wallet_sendCalls (EIP-5792 v2)', () => {
  it('reads the calls in order, exactly as they will be sent', () => {
    expect(read({ from: USER.toLowerCase(), calls: [{ to: USDC, data: transfer.toUpperCase().replace('0X', '0x') }, { to: ATTACKER.toLowerCase(), value: '0x10' }] })).toEqual({
      method: 'wallet_sendCalls',
      chainId: 1,
      from: USER,
      atomicRequired: true,
      calls: [
        { to: USDC, value: 0n, data: transfer },
        { to: '0x000000000000000000000000000000000000dEaD', value: 16n, data: '0x' },
      ],
    })
  })

  it('keeps the paymasterService capability (url and context) for the server to check', () => {
    const capabilities = { paymasterService: { url: 'https://pm.example.com/rpc?key=1', context: { policyId: 'abc' } } }
    expect(read({ calls: [{ to: USDC }], capabilities }).paymasterService).toEqual({ url: 'https://pm.example.com/rpc?key=1', context: { policyId: 'abc' } })
    expect(read({ calls: [{ to: USDC }], capabilities: { paymasterService: { url: 'https://pm.example.com', optional: true } } }).paymasterService).toEqual({ url: 'https://pm.example.com' })
    expect(() => read({ calls: [{ to: USDC }], capabilities: { paymasterService: { url: 'not a url' } } })).toThrow('paymasterService.url must be a URL')
    expect(() => read({ calls: [{ to: USDC }], capabilities: { paymasterService: { url: 'https://pm.example.com', context: 'x' } } })).toThrow('context must be an object')
  })

  it('refuses capabilities it does not know unless optional (EIP-5792 5700)', () => {
    expect(() => read({ calls: [{ to: USDC }], capabilities: { auxiliaryFunds: { supported: true } } })).toThrow('The batch asks for a capability this wallet does not support: "auxiliaryFunds" (EIP-5792 5700)')
    expect(read({ calls: [{ to: USDC }], capabilities: { auxiliaryFunds: { optional: true } } }).calls).toHaveLength(1)
    expect(() => read({ calls: [{ to: USDC, capabilities: { permissions: {} } }] })).toThrow('Call 1 asks for a capability this wallet does not support: "permissions"')
  })

  it('refuses what could be read two ways or sent unseen', () => {
    const cases: [Record<string, unknown>, RegExp | string][] = [
      [{ calls: [] }, 'at least one call'],
      [{ calls: Array.from({ length: MAX_CALLS + 1 }, () => ({ to: USDC })) }, `at most ${MAX_CALLS} calls`],
      [{ calls: [{ data: '0x' }] }, /Call 1: to must be a 0x address/],
      [{ calls: [{ to: 'vitalik.eth' }] }, /Call 1: to must be a 0x address/],
      [{ calls: [{ to: USDC }, { to: USDC, data: 'abcd' }] }, /Call 2: data must be hex bytes/],
      [{ calls: [{ to: USDC, value: '10' }] }, /Call 1: value must be a hex quantity/],
      [{ calls: [{ to: USDC, gas: '0x1' }] }, /Call 1 has fields this wallet does not know: "gas"/],
      [{ calls: [{ to: USDC }], chainId: '0x2' }, 'for chain 2, but the wallet is on chain 1'],
      [{ calls: [{ to: USDC }], version: '1.0' }, 'version "1.0" is not supported'],
      [{ calls: [{ to: USDC }], atomicRequired: 'yes' }, 'atomicRequired must be true or false'],
      [{ calls: [{ to: USDC }], id: 'mine' }, 'chooses the batch id itself'],
      [{ calls: [{ to: USDC }], from: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eb48' }, 'from has a wrong checksum'],
      [{ calls: [{ to: USDC }], extra: 1 }, /The batch has fields this wallet does not know/],
    ]
    for (const [batch, message] of cases) expect(() => read(batch), JSON.stringify(batch).slice(0, 80)).toThrow(message)
    expect(() => normaliseSignRequest('wallet_sendCalls', [], { chainId: 1 })).toThrow(SignRequestError)
    expect(() => normaliseSignRequest('wallet_sendCalls', [{}, {}], { chainId: 1 })).toThrow('one batch')
  })
})
