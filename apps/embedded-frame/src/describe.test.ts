import { describe, expect, it } from 'vitest'
import { ATTACKER, abi, MAX_UINT256, permitSingle, USDC, USER, usdcPermit } from '../shared/fixtures.test-helpers'
import { type Described, describeRequest } from './describe'

const chain = { chainId: 31337, name: 'Anvil Local', currency: 'ETH' }
const value = (d: Described, label: string) => d.rows.find((r) => r.label === label)?.value
const warnings = (d: Described) => d.rows.filter((r) => r.kind === 'warning').map((r) => r.value)

describe('describeRequest: personal_sign', () => {
  it('shows a message as text, and bytes that are not text as hex with a warning', () => {
    expect(describeRequest('personal_sign', ['0x48656c6c6f20f09f918b', USER], chain)).toEqual({
      title: 'Sign message',
      rows: [
        { label: 'Message', value: 'Hello 👋' },
        { label: 'Network', value: 'Anvil Local (chain 31337)' },
      ],
    })
    const bytes = describeRequest('personal_sign', [`0x${'ff'.repeat(32)}`, USER], chain)
    expect(value(bytes, 'Message (bytes)')).toBe(`0x${'ff'.repeat(32)}`)
    expect(warnings(bytes)[0]).toMatch(/not text/)
  })

  it('shows invisible and direction-changing characters instead of letting them hide or reorder text', () => {
    const text = 'Pay \u202Eevil\u202C\u200B now\nthanks'
    const d = describeRequest('personal_sign', [text, USER], chain)
    expect(value(d, 'Message')).toBe('Pay ⟨U+202E⟩evil⟨U+202C⟩⟨U+200B⟩ now\nthanks')
    expect(warnings(d)[0]).toMatch(/invisible/)
  })

  it('refuses what the server would refuse, before anything is shown', () => {
    expect(() => describeRequest('personal_sign', ['0xabc', USER], chain)).toThrow(/hex/)
    expect(() => describeRequest('personal_sign', ['hi', USER], undefined)).toThrow(/network/)
  })
})

describe('describeRequest: eth_sendTransaction (H1)', () => {
  const approveAll = abi.encodeFunctionData('approve(address,uint256)', [ATTACKER, MAX_UINT256])

  it('the attack: calldata passed as `input` is decoded and shown, not hidden behind "Amount: 0 ETH"', () => {
    const d = describeRequest('eth_sendTransaction', [{ to: USDC, input: approveAll }], chain)
    expect(value(d, 'Function')).toBe('approve(address spender, uint256 amount)')
    expect(value(d, 'Token (contract)')).toBe(USDC)
    expect(value(d, 'Spender')).toBe(ATTACKER)
    expect(value(d, 'Amount (raw units)')).toBe(`Unlimited (${MAX_UINT256})`)
    expect(value(d, 'Data')).toBe(approveAll)
    expect(warnings(d).join(' ')).toMatch(/spend your tokens from .* without limit/)
  })

  it('refuses data and input that differ, before anything is shown', () => {
    expect(() => describeRequest('eth_sendTransaction', [{ to: USDC, data: '0x', input: approveAll }], chain)).toThrow(/data and input/)
  })

  it("shows a transfer's receiver, the amount in the chain's currency, gas and network", () => {
    const d = describeRequest('eth_sendTransaction', [{ to: USDC.toLowerCase(), value: '0xa688906bd8b00000', gas: '0x5208' }], chain)
    expect(d.title).toBe('Send transaction')
    expect(d.rows).toEqual([
      { label: 'To', value: USDC },
      { label: 'Amount', value: '12 ETH' },
      { label: 'Gas limit', value: '21000' },
      { label: 'Network', value: 'Anvil Local (chain 31337)' },
    ])
    expect(describeRequest('eth_sendTransaction', [{ to: null, value: '0x1', data: '0x6080' }], chain).rows.slice(0, 3)).toEqual([
      { label: 'Warning', value: 'This deploys a new contract from the code below.', kind: 'warning' },
      { label: 'To', value: 'New contract' },
      { label: 'Amount', value: '0.000000000000000001 ETH' },
    ])
  })

  it('shows unknown calldata as its selector, a warning and the whole hex, however long', () => {
    const data = `0xdeadbeef${'ab'.repeat(3000)}`
    const d = describeRequest('eth_sendTransaction', [{ to: USDC, data }], chain)
    expect(value(d, 'Selector')).toBe('0xdeadbeef')
    expect(warnings(d).join(' ')).toMatch(/cannot tell what this contract call does/)
    expect(d.rows.find((r) => r.label === 'Data')).toEqual({ label: 'Data', value: data, kind: 'code' })
  })

  it('does not decode calldata that only looks like a known call (trailing bytes, dirty address words)', () => {
    const d = describeRequest('eth_sendTransaction', [{ to: USDC, data: `${approveAll}00` }], chain)
    expect(value(d, 'Function')).toBeUndefined()
    expect(value(d, 'Selector')).toBe('0x095ea7b3')
  })
})

describe('describeRequest: eth_signTypedData_v4 (H2)', () => {
  const typed = (data: unknown, on = chain) => describeRequest('eth_signTypedData_v4', [USER, JSON.stringify(data)], on)

  it('the attack: a Permit calling itself "SignIn" is refused', () => {
    expect(() => typed(usdcPermit({ primaryType: 'SignIn' }))).toThrow(/SignIn.*Permit/)
  })

  it('the attack: a padding field is not shown, every typed field is shown whole, in type order; a Permit is flagged', () => {
    const d = typed(usdcPermit({ message: { notice: 'This request will not trigger a blockchain transaction or cost any gas fees. '.repeat(6), owner: USER, spender: ATTACKER, value: MAX_UINT256.toString(), nonce: 0, deadline: 1900000000 } }))
    expect(d.title).toBe('Sign typed data')
    expect(warnings(d)).toContain('This signature can move your tokens.')
    expect(d.rows.filter((r) => r.depth === 1)).toEqual([
      { label: 'owner', value: USER, depth: 1 },
      { label: 'spender', value: ATTACKER, depth: 1 },
      { label: 'value', value: `Unlimited (${MAX_UINT256})`, depth: 1 },
      { label: 'nonce', value: '0', depth: 1 },
      { label: 'deadline', value: '1900000000', depth: 1 },
    ])
    expect(JSON.stringify(d)).not.toContain('blockchain transaction')
  })

  it("shows the domain's name, version, chain and verifying contract, and flags a chain other than the network in use", () => {
    const d = typed(usdcPermit())
    expect(value(d, 'Message')).toBe('Permit')
    expect(value(d, 'Domain name')).toBe('USD Coin')
    expect(value(d, 'Domain version')).toBe('2')
    expect(value(d, 'Domain chain')).toBe('1')
    expect(value(d, 'Verifying contract')).toBe(USDC)
    expect(warnings(d)).toContain('This signature is for chain 1, not Anvil Local (chain 31337) that the wallet is using.')
    const none = typed({ ...usdcPermit(), domain: { name: 'App' }, types: { Permit: usdcPermit().types.Permit } })
    expect(value(none, 'Domain chain')).toBe('Not set')
    expect(value(none, 'Verifying contract')).toBe('Not set')
  })

  it('indents nested structs and arrays; flags Permit2 and Seaport', () => {
    const d = typed(permitSingle())
    expect(warnings(d)).toEqual(['This signature can move your tokens.'])
    const message = d.rows.slice(d.rows.findIndex((r) => r.label === 'Message'))
    expect(message.slice(0, 7)).toEqual([
      { label: 'Message', value: 'PermitSingle' },
      { label: 'details', value: 'PermitDetails', depth: 1 },
      { label: 'token', value: USDC, depth: 2 },
      { label: 'amount', value: `Unlimited (${2n ** 160n - 1n})`, depth: 2 },
      { label: 'expiration', value: '1900000000', depth: 2 },
      { label: 'nonce', value: '0', depth: 2 },
      { label: 'spender', value: ATTACKER, depth: 1 },
    ])
    const seaport = { types: { OrderComponents: [{ name: 'offerer', type: 'address' }, { name: 'salt', type: 'bytes32[]' }] }, primaryType: 'OrderComponents', domain: { name: 'Seaport', version: '1.6' }, message: { offerer: USER, salt: [`0x${'00'.repeat(32)}`] } }
    const s = typed(seaport)
    expect(warnings(s)).toEqual(['This signature can move your tokens.'])
    expect(s.rows.filter((r) => r.depth)).toEqual([
      { label: 'offerer', value: USER, depth: 1 },
      { label: 'salt', value: 'bytes32[] (1 item)', depth: 1 },
      { label: '[0]', value: `0x${'00'.repeat(32)}`, depth: 2, kind: 'code' },
    ])
  })
})

describe('describeRequest: other methods', () => {
  it('shows the whole request, uncut, with a warning', () => {
    const params = [{ permissions: [{ type: 'contract-call', data: `0x${'ab'.repeat(400)}` }] }]
    expect(describeRequest('wallet_grantPermissions', params, chain)).toEqual({
      title: 'wallet_grantPermissions',
      rows: [
        { label: 'Warning', value: 'This wallet cannot decode this request: check it carefully.', kind: 'warning' },
        { label: 'Request', value: JSON.stringify(params, null, 2), kind: 'code' },
        { label: 'Network', value: 'Anvil Local (chain 31337)' },
      ],
    })
  })
})
