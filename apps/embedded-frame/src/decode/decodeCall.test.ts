import { describe, expect, it } from 'vitest'
import { ATTACKER, abi, MAX_UINT256, PERMIT2, USDC, USER } from '../../shared/fixtures.test-helpers'
import { decodeCall } from './decodeCall'

const NFT = '0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D'
const rowsOf = (data: string, to = USDC) => Object.fromEntries((decodeCall(data, to)?.rows ?? []).map((r) => [r.label, r.value]))

describe('decodeCall: the well-known token calls, checked against ethers’ ABI encoder', () => {
  it('ERC-20 transfer, approve, transferFrom', () => {
    expect(rowsOf(abi.encodeFunctionData('transfer', [ATTACKER, 1234n]))).toEqual({
      Function: 'transfer(address to, uint256 amount)',
      'Token (contract)': USDC,
      Receiver: ATTACKER,
      'Amount (raw units)': '1234',
    })
    expect(rowsOf(abi.encodeFunctionData('approve(address,uint256)', [ATTACKER, 5n]))).toEqual({
      Function: 'approve(address spender, uint256 amount)',
      'Token (contract)': USDC,
      Spender: ATTACKER,
      'Amount (raw units)': '5',
    })
    expect(decodeCall(abi.encodeFunctionData('approve(address,uint256)', [ATTACKER, 5n]), USDC)?.warnings).toEqual([`This lets ${ATTACKER} spend your tokens from ${USDC}.`])
    expect(rowsOf(abi.encodeFunctionData('transferFrom', [USER, ATTACKER, MAX_UINT256]))).toEqual({
      Function: 'transferFrom(address from, address to, uint256 amountOrTokenId)',
      'Token (contract)': USDC,
      From: USER,
      Receiver: ATTACKER,
      'Amount or token ID': `Unlimited (${MAX_UINT256})`,
    })
  })

  it('the EIP-2612 permit call', () => {
    const data = abi.encodeFunctionData('permit', [USER, ATTACKER, MAX_UINT256, 1900000000n, 27, `0x${'11'.repeat(32)}`, `0x${'22'.repeat(32)}`])
    expect(rowsOf(data)).toEqual({
      Function: 'permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
      'Token (contract)': USDC,
      Owner: USER,
      Spender: ATTACKER,
      'Amount (raw units)': `Unlimited (${MAX_UINT256})`,
      Deadline: '1900000000 (2030-03-17T17:46:40.000Z)',
    })
    expect(decodeCall(data, USDC)?.warnings).toEqual([`This lets ${ATTACKER} spend your tokens from ${USDC} without limit.`])
  })

  it('setApprovalForAll (ERC-721 and ERC-1155)', () => {
    const data = abi.encodeFunctionData('setApprovalForAll', [ATTACKER, true])
    expect(rowsOf(data, NFT)).toEqual({ Function: 'setApprovalForAll(address operator, bool approved)', 'Collection (contract)': NFT, Operator: ATTACKER, Approved: 'Yes' })
    expect(decodeCall(data, NFT)?.warnings).toEqual([`This lets ${ATTACKER} move every item you own in ${NFT}.`])
    expect(decodeCall(abi.encodeFunctionData('setApprovalForAll', [ATTACKER, false]), NFT)?.warnings).toEqual([])
  })

  it('ERC-721 safeTransferFrom with and without data, and ERC-1155 safeTransferFrom', () => {
    expect(rowsOf(abi.encodeFunctionData('safeTransferFrom(address,address,uint256)', [USER, ATTACKER, 7n]), NFT)).toEqual({
      Function: 'safeTransferFrom(address from, address to, uint256 tokenId)',
      'Collection (contract)': NFT,
      From: USER,
      Receiver: ATTACKER,
      'Token ID': '7',
    })
    expect(rowsOf(abi.encodeFunctionData('safeTransferFrom(address,address,uint256,bytes)', [USER, ATTACKER, 7n, '0xc0ffee']), NFT)).toMatchObject({
      Function: 'safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
      'Token ID': '7',
      'Data for the receiver': '0xc0ffee',
    })
    expect(rowsOf(abi.encodeFunctionData('safeTransferFrom(address,address,uint256,uint256,bytes)', [USER, ATTACKER, 7n, 3n, '0x']), NFT)).toEqual({
      Function: 'safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)',
      'Collection (contract)': NFT,
      From: USER,
      Receiver: ATTACKER,
      'Token ID': '7',
      Amount: '3',
      'Data for the receiver': '0x',
    })
  })

  it('Permit2 approve', () => {
    const data = abi.encodeFunctionData('approve(address,address,uint160,uint48)', [USDC, ATTACKER, 2n ** 160n - 1n, 2n ** 48n - 1n])
    expect(rowsOf(data, PERMIT2)).toEqual({
      Function: 'approve(address token, address spender, uint160 amount, uint48 expiration)',
      'Permit2 (contract)': PERMIT2,
      Token: USDC,
      Spender: ATTACKER,
      'Amount (raw units)': `Unlimited (${2n ** 160n - 1n})`,
      Expiration: `Never (${2n ** 48n - 1n})`,
    })
    expect(decodeCall(data, PERMIT2)?.warnings).toEqual([`This lets ${ATTACKER} spend your tokens from ${USDC} through Permit2 without limit.`])
  })

  it('leaves anything not in canonical ABI form undecoded: wrong length, dirty padding, bad booleans, odd offsets', () => {
    const approve = abi.encodeFunctionData('approve(address,uint256)', [ATTACKER, 5n])
    expect(decodeCall(`${approve}00`, USDC)).toBeUndefined()
    expect(decodeCall(approve.slice(0, -2), USDC)).toBeUndefined()
    expect(decodeCall(`0x095ea7b3ff${approve.slice(12)}`, USDC)).toBeUndefined()
    const all = abi.encodeFunctionData('setApprovalForAll', [ATTACKER, true])
    expect(decodeCall(`${all.slice(0, -1)}2`, NFT)).toBeUndefined()
    const withData = abi.encodeFunctionData('safeTransferFrom(address,address,uint256,bytes)', [USER, ATTACKER, 7n, '0xc0ffee'])
    expect(decodeCall(withData.replace(/0{62}80/, `${'0'.repeat(62)}a0`), NFT)).toBeUndefined()
    expect(decodeCall(`${withData.slice(0, -2)}01`, NFT)).toBeUndefined()
    expect(decodeCall('0xa9059c', USDC)).toBeUndefined()
    expect(decodeCall(approve, null)).toBeUndefined()
  })
})
