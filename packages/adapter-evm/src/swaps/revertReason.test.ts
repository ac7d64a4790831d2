import { AbiCoder, id } from 'ethers'
import { describe, expect, it } from 'vitest'
import { decodeRevertData, isSlippageReason, revertOf } from './revertReason'

const errorString = (reason: string) => `0x08c379a0${AbiCoder.defaultAbiCoder().encode(['string'], [reason]).slice(2)}`
const customError = (signature: string, types: string[] = [], values: unknown[] = []) =>
  `${id(signature).slice(0, 10)}${AbiCoder.defaultAbiCoder().encode(types, values).slice(2)}`

describe('decodeRevertData', () => {
  it("reads Solidity's Error(string) and Panic(uint256)", () => {
    expect(decodeRevertData(errorString('UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT'))).toBe('UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT')
    expect(decodeRevertData(customError('Panic(uint256)', ['uint256'], [0x11]))).toBe('panic 0x11')
  })

  it("names the routers' slippage errors by their selectors", () => {
    expect(decodeRevertData(customError('ReturnAmountIsNotEnough(uint256,uint256)', ['uint256', 'uint256'], [1n, 2n]))).toBe('ReturnAmountIsNotEnough')
    expect(decodeRevertData(customError('ReturnAmountIsNotEnough()'))).toBe('ReturnAmountIsNotEnough')
    const settler = customError('TooMuchSlippage(address,uint256,uint256)', ['address', 'uint256', 'uint256'], ['0x0000000000000000000000000000000000000001', 5n, 4n])
    expect(decodeRevertData(settler)).toBe('TooMuchSlippage')
    expect(decodeRevertData(customError('V3TooLittleReceived()'))).toBe('V3TooLittleReceived')
    expect(decodeRevertData(customError('CumulativeSlippageTooHigh(uint256,uint256)', ['uint256', 'uint256'], [2n, 1n]))).toBe('CumulativeSlippageTooHigh')
  })

  it('gives no reason for an empty revert, an unknown error or malformed data', () => {
    expect(decodeRevertData('0x')).toBeUndefined()
    expect(decodeRevertData(customError('Unauthorized()'))).toBeUndefined()
    expect(decodeRevertData('0x08c379a0zz')).toBeUndefined()
  })
})

describe('isSlippageReason', () => {
  it('knows the messages and errors that mean the output was below the minimum', () => {
    for (const reason of ['UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT', 'Too little received', 'Return amount is not enough', 'ReturnAmountIsNotEnough', 'TooMuchSlippage', 'V2TooLittleReceived'])
      expect(isSlippageReason(reason), reason).toBe(true)
    expect(isSlippageReason('ERC20: transfer amount exceeds balance')).toBe(false)
    expect(isSlippageReason(undefined)).toBe(false)
  })
})

describe('revertOf', () => {
  it("reads a node's revert (code 3, data, message)", () => {
    const data = errorString('Too little received')
    expect(revertOf({ code: 3, message: 'execution reverted: Too little received', data })).toEqual({ reason: 'Too little received' })
  })

  it("reads MetaMask's wrapped revert and ethers' chained one", () => {
    const inner = { code: 3, message: 'execution reverted', data: errorString('ERC20: insufficient allowance') }
    expect(revertOf({ code: -32603, message: 'Internal JSON-RPC error.', data: inner })).toEqual({ reason: 'ERC20: insufficient allowance' })
    expect(revertOf({ code: -32603, message: 'Internal JSON-RPC error.', data: { originalError: inner } })).toEqual({ reason: 'ERC20: insufficient allowance' })
    expect(revertOf({ code: 'CALL_EXCEPTION', message: 'x', info: { error: inner } })).toEqual({ reason: 'ERC20: insufficient allowance' })
  })

  it('takes the reason from the message when there is no data, and knows a revert without any reason', () => {
    expect(revertOf({ code: -32000, message: 'execution reverted: UniswapV2Router: EXPIRED' })).toEqual({ reason: 'UniswapV2Router: EXPIRED' })
    expect(revertOf({ code: 3, message: 'execution reverted', data: '0x' })).toEqual({})
  })

  it('is undefined for what is not a revert', () => {
    expect(revertOf({ code: 4001, message: 'User rejected the request.' })).toBeUndefined()
    expect(revertOf(new TypeError('fetch failed'))).toBeUndefined()
    expect(revertOf({ code: -32000, message: 'insufficient funds for gas * price + value' })).toBeUndefined()
  })
})
