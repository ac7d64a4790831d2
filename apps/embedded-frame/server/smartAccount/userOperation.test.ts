import { Signature, ZeroHash } from 'ethers'
import { describe, expect, it } from 'vitest'
import { DUMMY_SIGNATURE, pack, toRpc } from './userOperation.mjs'

// The hash itself is checked against EntryPoint v0.7's getUserOpHash on a real chain (./smartAccount.test.ts).
const op = {
  sender: '0x00000000000000000000000000000000000a11cE',
  nonce: 1n,
  callData: '0xb61d27f6',
  callGasLimit: 0x10n,
  verificationGasLimit: 0x20n,
  preVerificationGas: 0x30n,
  maxFeePerGas: 0x50n,
  maxPriorityFeePerGas: 0x40n,
  signature: DUMMY_SIGNATURE,
}

describe('user operations (v0.7)', () => {
  it('packs gas limits and fees as two uint128 each, high half first, as the EntryPoint reads them', () => {
    const packed = pack(op)
    expect(packed.accountGasLimits).toBe(`0x${'20'.padStart(32, '0')}${'10'.padStart(32, '0')}`)
    expect(packed.gasFees).toBe(`0x${'40'.padStart(32, '0')}${'50'.padStart(32, '0')}`)
    expect(packed.initCode).toBe('0x')
    expect(packed.paymasterAndData).toBe('0x')
    const sponsored = pack({ ...op, factory: '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985', factoryData: '0xabcd', paymaster: '0x00000000000000000000000000000000000b0b00', paymasterVerificationGasLimit: 1n, paymasterPostOpGasLimit: 2n, paymasterData: '0xff' })
    expect(sponsored.initCode).toBe('0x91e60e0613810449d098b0b5ec8b51a0fe8c8985abcd')
    expect(sponsored.paymasterAndData).toBe(`0x00000000000000000000000000000000000b0b00${'1'.padStart(32, '0')}${'2'.padStart(32, '0')}ff`)
  })

  it('writes the JSON-RPC shape bundlers and paymasters take: hex quantities, optional parts only when present', () => {
    expect(toRpc(op)).toEqual({
      sender: op.sender,
      nonce: '0x01',
      callData: '0xb61d27f6',
      callGasLimit: '0x10',
      verificationGasLimit: '0x20',
      preVerificationGas: '0x30',
      maxFeePerGas: '0x50',
      maxPriorityFeePerGas: '0x40',
      signature: DUMMY_SIGNATURE,
    })
    expect(toRpc({ ...op, factory: '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985', factoryData: '0xabcd' })).toMatchObject({ factory: '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985', factoryData: '0xabcd' })
  })

  it('the dummy signature is a real 65-byte signature (the account rejects it without reverting)', () => {
    expect(DUMMY_SIGNATURE).toMatch(/^0x[0-9a-f]{130}$/)
    expect(() => Signature.from(DUMMY_SIGNATURE)).not.toThrow()
    expect(ZeroHash).toHaveLength(66)
  })
})
