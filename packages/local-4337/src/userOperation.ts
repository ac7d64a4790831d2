/** ERC-4337 v0.7 UserOperations: the JSON-RPC shape bundlers take, and the packed struct the EntryPoint hashes. */
import { concat, getBytes, toBeHex } from 'ethers'

/** A UserOperation as `eth_sendUserOperation` (v0.7) takes it: addresses, bytes and hex quantities. */
export interface RpcUserOperation {
  sender: string
  nonce: string
  factory?: string | null
  factoryData?: string | null
  callData: string
  callGasLimit: string
  verificationGasLimit: string
  preVerificationGas: string
  maxFeePerGas: string
  maxPriorityFeePerGas: string
  paymaster?: string | null
  paymasterVerificationGasLimit?: string | null
  paymasterPostOpGasLimit?: string | null
  paymasterData?: string | null
  /** Absent while a paymaster is asked for its data (ERC-7677 sends the op before it is signed). */
  signature?: string
}

/** The EntryPoint's PackedUserOperation, as ethers encodes a tuple. */
export interface PackedUserOperation {
  sender: string
  nonce: bigint
  initCode: string
  callData: string
  accountGasLimits: string
  preVerificationGas: bigint
  gasFees: string
  paymasterAndData: string
  signature: string
}

/** Two 128-bit values in one 32-byte word, high first (how v0.7 packs gas limits and fees). */
const packUint128s = (high: string | bigint, low: string | bigint): string => concat([toBeHex(BigInt(high), 16), toBeHex(BigInt(low), 16)])

/** `paymaster ++ uint128 verificationGas ++ uint128 postOpGas ++ data`, or `0x` without a paymaster. */
export function packPaymasterAndData(op: Pick<RpcUserOperation, 'paymaster' | 'paymasterVerificationGasLimit' | 'paymasterPostOpGasLimit' | 'paymasterData'>): string {
  if (!op.paymaster) return '0x'
  return concat([op.paymaster, toBeHex(BigInt(op.paymasterVerificationGasLimit ?? 0), 16), toBeHex(BigInt(op.paymasterPostOpGasLimit ?? 0), 16), op.paymasterData ?? '0x'])
}

export function packUserOperation(op: RpcUserOperation): PackedUserOperation {
  return {
    sender: op.sender,
    nonce: BigInt(op.nonce),
    initCode: op.factory ? concat([op.factory, op.factoryData ?? '0x']) : '0x',
    callData: op.callData,
    accountGasLimits: packUint128s(op.verificationGasLimit, op.callGasLimit),
    preVerificationGas: BigInt(op.preVerificationGas),
    gasFees: packUint128s(op.maxPriorityFeePerGas, op.maxFeePerGas),
    paymasterAndData: packPaymasterAndData(op),
    signature: op.signature ?? '0x',
  }
}

/** The fields in the order of the Solidity struct, for an ethers contract call. */
export const packedTuple = (p: PackedUserOperation) =>
  [p.sender, p.nonce, p.initCode, p.callData, p.accountGasLimits, p.preVerificationGas, p.gasFees, p.paymasterAndData, p.signature] as const

/** Checks the shape an untrusted caller sent, so a malformed op is a clear error and not an ethers stack trace. */
export function isRpcUserOperation(v: unknown): v is RpcUserOperation {
  if (typeof v !== 'object' || v === null) return false
  const o = v as Record<string, unknown>
  const hex = (k: string) => typeof o[k] === 'string' && /^0x[0-9a-fA-F]*$/.test(o[k] as string)
  const optionalHex = (k: string) => o[k] === undefined || o[k] === null || hex(k)
  return (
    ['sender', 'nonce', 'callData', 'callGasLimit', 'verificationGasLimit', 'preVerificationGas', 'maxFeePerGas', 'maxPriorityFeePerGas'].every(hex) &&
    ['factory', 'factoryData', 'paymaster', 'paymasterVerificationGasLimit', 'paymasterPostOpGasLimit', 'paymasterData', 'signature'].every(optionalHex) &&
    getBytes(o.sender as string).length === 20
  )
}
