/**
 * Whether `address` signed `text`: an EOA's signature recovers to it (EIP-191); a smart account answers ERC-1271's
 * isValidSignature(hashMessage(text), signature) with the magic value on its chain. An account that is not deployed
 * yet (ERC-6492) is not supported: its wallet deploys it with its first transaction, and can register after that.
 */
import { AbiCoder, concat, type JsonRpcApiProvider, getAddress, hashMessage, id, verifyMessage } from 'ethers'

const IS_VALID_SIGNATURE = id('isValidSignature(bytes32,bytes)').slice(0, 10)
const MAGIC = '0x1626ba7e'

export type SignatureCheck = 'valid' | 'invalid'

export async function verifySignature(provider: JsonRpcApiProvider, address: string, text: string, signature: string): Promise<SignatureCheck> {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(signature)) return 'invalid'
  try {
    if (getAddress(verifyMessage(text, signature)) === getAddress(address)) return 'valid'
  } catch {
    // Not a 65-byte ECDSA signature: a smart account's signature may be any bytes.
  }
  const code = await provider.getCode(address)
  if (code === '0x') return 'invalid'
  const data = concat([IS_VALID_SIGNATURE, AbiCoder.defaultAbiCoder().encode(['bytes32', 'bytes'], [hashMessage(text), signature])])
  let result: string
  try {
    result = await provider.call({ to: address, data })
  } catch (e) {
    // A revert is the account saying no; anything else (the RPC down) is not an answer and is thrown.
    if ((e as { code?: string }).code === 'CALL_EXCEPTION') return 'invalid'
    throw e
  }
  // The return value is a bytes4, left-aligned in a 32-byte word.
  return result.length >= 10 && result.slice(0, 10).toLowerCase() === MAGIC ? 'valid' : 'invalid'
}
