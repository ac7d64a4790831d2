import { describe, expect, it } from 'vitest'
import { ATTACKER, abi, MAX_UINT256, USDC, USER } from './fixtures.test-helpers'
import { normaliseTransaction } from './transaction.mjs'

const approveAll = abi.encodeFunctionData('approve(address,uint256)', [ATTACKER, MAX_UINT256])
const on = { chainId: 31337 }

describe('normaliseTransaction (H1: the data shown is the data signed)', () => {
  it('refuses a transaction whose data and input differ: one of them would be signed unseen', () => {
    expect(() => normaliseTransaction([{ to: USDC, data: '0x', input: approveAll }], on)).toThrow(/data and input/)
    expect(() => normaliseTransaction([{ to: USDC, data: '0xa9059cbb', input: approveAll }], on)).toThrow(/data and input/)
  })

  it('takes input as the data when it is the only one, and accepts both when they are the same bytes', () => {
    expect(normaliseTransaction([{ to: USDC, input: approveAll }], on).data).toBe(approveAll)
    expect(normaliseTransaction([{ to: USDC, data: approveAll, input: approveAll.toUpperCase().replace('0X', '0x') }], on).data).toBe(approveAll)
  })

  it('refuses keys it does not know (they would be dropped or used unseen)', () => {
    expect(() => normaliseTransaction([{ to: USDC, gasLimit: '0x5208' }], on)).toThrow(/gasLimit/)
    expect(() => normaliseTransaction([{ to: USDC, authorizationList: [] }], on)).toThrow(/authorizationList/)
    expect(() => normaliseTransaction([{ to: USDC, accessList: [{ address: USDC, storageKeys: [] }] }], on)).toThrow(/access list/i)
    expect(() => normaliseTransaction([{ to: USDC }, { to: ATTACKER }], on)).toThrow(/one transaction/)
    // Only the object's own keys count: an inherited `data` is not read, an own `__proto__` key is refused.
    expect(normaliseTransaction([{ to: USDC, __proto__: { data: approveAll } }], on).data).toBe('0x')
    expect(() => normaliseTransaction([JSON.parse(`{"to":"${USDC}","__proto__":{"data":"${approveAll}"}}`)], on)).toThrow(/__proto__/)
  })

  it('refuses values the server would read differently: decimal or malformed quantities, names for addresses, bad checksums, odd hex', () => {
    expect(() => normaliseTransaction([{ to: USDC, value: '1000' }], on)).toThrow(/value/)
    expect(() => normaliseTransaction([{ to: USDC, value: 5 }], on)).toThrow(/value/)
    expect(() => normaliseTransaction([{ to: USDC, value: `0x1${'0'.repeat(64)}` }], on)).toThrow(/value/)
    expect(() => normaliseTransaction([{ to: 'vitalik.eth' }], on)).toThrow(/to/)
    expect(() => normaliseTransaction([{ to: USDC.replace('A0b8', 'a0B8') }], on)).toThrow(/to/)
    expect(() => normaliseTransaction([{ to: USDC, data: '0xabc' }], on)).toThrow(/data/)
    expect(() => normaliseTransaction([{ to: USDC, from: 'me' }], on)).toThrow(/from/)
    expect(() => normaliseTransaction(['0x00'], on)).toThrow(/transaction/)
  })

  it('refuses a transaction for another chain than the one in use, and fee fields that contradict each other', () => {
    expect(() => normaliseTransaction([{ to: USDC, chainId: '0x1' }], on)).toThrow(/chain 1.*31337/)
    expect(normaliseTransaction([{ to: USDC, chainId: '0x7a69' }], on).chainId).toBe(31337)
    expect(() => normaliseTransaction([{ to: USDC, gasPrice: '0x1', maxFeePerGas: '0x1' }], on)).toThrow(/gasPrice/)
    expect(() => normaliseTransaction([{ to: USDC, type: '0x3' }], on)).toThrow(/type/)
    expect(() => normaliseTransaction([{ to: USDC, type: '0x0', maxFeePerGas: '0x1' }], on)).toThrow(/type/)
  })

  it('gives every field as the server will use it', () => {
    expect(normaliseTransaction([{ from: USER.toLowerCase(), to: USDC.toLowerCase(), value: '0xde0b6b3a7640000', gas: '0x5208', maxFeePerGas: '0x3b9aca00', maxPriorityFeePerGas: '0x1', nonce: '0x7', type: '0x2' }], on)).toEqual({
      method: 'eth_sendTransaction',
      from: USER,
      to: USDC,
      value: 10n ** 18n,
      data: '0x',
      gas: 21000n,
      maxFeePerGas: 10n ** 9n,
      maxPriorityFeePerGas: 1n,
      nonce: 7,
      type: 2,
      chainId: 31337,
    })
    expect(normaliseTransaction([{ data: '0x6080', to: null }], on)).toMatchObject({ to: null, value: 0n, data: '0x6080' })
    expect(() => normaliseTransaction([{ value: '0x1' }], on)).toThrow(/contract/)
  })
})
