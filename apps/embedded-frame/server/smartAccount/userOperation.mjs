// The ERC-4337 v0.7 user operation: its JSON-RPC shape (what bundlers and ERC-7677 paymasters take), the
// packed form the EntryPoint reads, and its hash, computed here as EntryPoint v0.7's getUserOpHash does
// (UserOperationLib.hash, then abi.encode(hash, entryPoint, chainId)).
import { AbiCoder, concat, keccak256, toBeHex, Wallet, ZeroHash, zeroPadValue } from 'ethers'

/**
 * Gas and fee fields are bigints here; `toRpc` writes them as hex quantities.
 * @typedef {{
 *   sender: string, nonce: bigint, factory?: string, factoryData?: string, callData: string,
 *   callGasLimit: bigint, verificationGasLimit: bigint, preVerificationGas: bigint,
 *   maxFeePerGas: bigint, maxPriorityFeePerGas: bigint,
 *   paymaster?: string, paymasterVerificationGasLimit?: bigint, paymasterPostOpGasLimit?: bigint, paymasterData?: string,
 *   signature: string,
 * }} UserOperation
 * @typedef {{ sender: string, nonce: bigint, initCode: string, callData: string, accountGasLimits: string, preVerificationGas: bigint, gasFees: string, paymasterAndData: string, signature: string }} PackedUserOperation
 */

/**
 * A signature of the right length and shape that the account rejects without reverting (a random key's): for
 * gas estimation and the paymaster's stub, before the real one exists.
 */
export const DUMMY_SIGNATURE = new Wallet('0x0000000000000000000000000000000000000000000000000000000000000001').signingKey.sign(ZeroHash).serialized

const hex = (/** @type {bigint} */ n) => toBeHex(n)
const uint128 = (/** @type {bigint} */ n) => zeroPadValue(toBeHex(n), 16)

/** @param {UserOperation} op @returns {Record<string, string>} */
export function toRpc(op) {
  /** @type {Record<string, string>} */
  const rpc = {
    sender: op.sender,
    nonce: hex(op.nonce),
    callData: op.callData,
    callGasLimit: hex(op.callGasLimit),
    verificationGasLimit: hex(op.verificationGasLimit),
    preVerificationGas: hex(op.preVerificationGas),
    maxFeePerGas: hex(op.maxFeePerGas),
    maxPriorityFeePerGas: hex(op.maxPriorityFeePerGas),
    signature: op.signature,
  }
  if (op.factory) Object.assign(rpc, { factory: op.factory, factoryData: op.factoryData ?? '0x' })
  if (op.paymaster) {
    Object.assign(rpc, {
      paymaster: op.paymaster,
      paymasterVerificationGasLimit: hex(op.paymasterVerificationGasLimit ?? 0n),
      paymasterPostOpGasLimit: hex(op.paymasterPostOpGasLimit ?? 0n),
      paymasterData: op.paymasterData ?? '0x',
    })
  }
  return rpc
}

/** @param {UserOperation} op @returns {PackedUserOperation} */
export function pack(op) {
  return {
    sender: op.sender,
    nonce: op.nonce,
    initCode: op.factory ? concat([op.factory, op.factoryData ?? '0x']) : '0x',
    callData: op.callData,
    accountGasLimits: concat([uint128(op.verificationGasLimit), uint128(op.callGasLimit)]),
    preVerificationGas: op.preVerificationGas,
    gasFees: concat([uint128(op.maxPriorityFeePerGas), uint128(op.maxFeePerGas)]),
    paymasterAndData: op.paymaster
      ? concat([op.paymaster, uint128(op.paymasterVerificationGasLimit ?? 0n), uint128(op.paymasterPostOpGasLimit ?? 0n), op.paymasterData ?? '0x'])
      : '0x',
    signature: op.signature,
  }
}

const coder = AbiCoder.defaultAbiCoder()

/** The hash the owner signs (the signature itself is not part of it). @param {UserOperation} op @param {string} entryPoint @param {number | bigint} chainId */
export function userOpHash(op, entryPoint, chainId) {
  const p = pack(op)
  const inner = keccak256(
    coder.encode(
      ['address', 'uint256', 'bytes32', 'bytes32', 'bytes32', 'uint256', 'bytes32', 'bytes32'],
      [p.sender, p.nonce, keccak256(p.initCode), keccak256(p.callData), p.accountGasLimits, p.preVerificationGas, p.gasFees, keccak256(p.paymasterAndData)],
    ),
  )
  return keccak256(coder.encode(['bytes32', 'address', 'uint256'], [inner, entryPoint, BigInt(chainId)]))
}
