import { describe, expect, it } from 'vitest'
import { describeRequest } from './describe'

const chain = { name: 'Anvil Local', currency: 'ETH' }

describe('describeRequest', () => {
  it('shows a personal_sign message as text, and undecodable bytes as hex', () => {
    expect(describeRequest('personal_sign', ['0x48656c6c6f20f09f918b', '0xabc'], chain)).toEqual({
      title: 'Sign message',
      rows: [
        { label: 'Message', value: 'Hello 👋' },
        { label: 'Network', value: 'Anvil Local' },
      ],
    })
    expect(describeRequest('personal_sign', ['0xff00', '0xabc'], undefined).rows[0]?.value).toBe('0xff00')
  })

  it("shows a transaction's receiver, amount in the chain's currency and data", () => {
    const d = describeRequest('eth_sendTransaction', [{ to: '0x1111111111111111111111111111111111111111', value: '0xa688906bd8b00000', data: '0xa9059cbb' }], chain)
    expect(d.title).toBe('Send transaction')
    expect(d.rows).toEqual([
      { label: 'To', value: '0x1111111111111111111111111111111111111111' },
      { label: 'Amount', value: '12 ETH' },
      { label: 'Data', value: '0xa9059cbb' },
      { label: 'Network', value: 'Anvil Local' },
    ])
    expect(describeRequest('eth_sendTransaction', [{ value: '0x1' }], chain).rows.slice(0, 2)).toEqual([
      { label: 'To', value: 'New contract' },
      { label: 'Amount', value: '0.000000000000000001 ETH' },
    ])
  })

  it('shows typed data by domain and type; anything else as its parameters', () => {
    const typed = JSON.stringify({ domain: { name: 'Permit2' }, primaryType: 'PermitSingle', message: { spender: '0x1' } })
    expect(describeRequest('eth_signTypedData_v4', ['0xabc', typed], undefined).rows.slice(0, 2)).toEqual([
      { label: 'Domain', value: 'Permit2' },
      { label: 'Type', value: 'PermitSingle' },
    ])
    expect(describeRequest('wallet_sendCalls', [{ calls: [] }], undefined)).toEqual({
      title: 'wallet_sendCalls',
      rows: [{ label: 'Request', value: JSON.stringify([{ calls: [] }], null, 2) }],
    })
  })
})
