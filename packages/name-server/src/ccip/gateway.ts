/**
 * The CCIP-Read (EIP-3668) gateway behind OffchainResolver: it answers the `resolve(name, data)` call the resolver
 * reverted with, from the database, and signs the answer the way `resolveWithProof` checks it. Only the address
 * records are held (ETH, coin type 60); every other record is answered empty, which clients read as "not set".
 */
import { AbiCoder, type BaseWallet, getAddress, Interface, keccak256, namehash, solidityPacked, ZeroAddress } from 'ethers'
import { dnsDecode } from './dnsName'

const RESOLVER = new Interface(['function resolve(bytes name, bytes data) view returns (bytes)'])
const RECORDS = new Interface([
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
  'function contenthash(bytes32 node) view returns (bytes)',
])
const abi = AbiCoder.defaultAbiCoder()
const ETH_COIN_TYPE = 60n

/** Thrown for call data that is not a resolve() call the gateway can read: the route answers 400. */
export class GatewayRequestError extends Error {
  override name = 'GatewayRequestError'
}

export interface GatewayOptions {
  /** The parent name (`latch.id`): names one label below it are answered. */
  parent: string
  /** The address registered for a label, or undefined. */
  addressOf(label: string): Promise<string | undefined>
  /** Signs answers; its address must be one of the resolver's signers. */
  signer: BaseWallet
  /** How long a signed answer is valid. Defaults to 300 s. */
  ttlSeconds?: number
  now?: () => number
}

/** The hash OffchainResolver.signatureHash computes: EIP-191 version 0x00 with the resolver as validator. */
export function answerHash(resolver: string, expires: bigint, request: string, result: string): string {
  return keccak256(solidityPacked(['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'], ['0x1900', resolver, expires, keccak256(request), keccak256(result)]))
}

/** `sender` is the resolver that reverted, `data` the call data it sent; the answer is `response` for resolveWithProof. */
export async function answerLookup(options: GatewayOptions, sender: string, data: string): Promise<string> {
  let resolver: string
  let name: string
  let inner: string
  try {
    resolver = getAddress(sender)
    const call = RESOLVER.decodeFunctionData('resolve', data)
    name = dnsDecode(call[0] as string)
    inner = call[1] as string
  } catch (e) {
    throw new GatewayRequestError(`Not a resolve(bytes,bytes) call: ${(e as Error).message}`)
  }
  const result = await recordFor(options, name, inner)
  const expires = BigInt(Math.floor((options.now ?? Date.now)() / 1000) + (options.ttlSeconds ?? 300))
  const sig = options.signer.signingKey.sign(answerHash(resolver, expires, data, result)).serialized
  return abi.encode(['bytes', 'uint64', 'bytes'], [result, expires, sig])
}

async function recordFor(options: GatewayOptions, name: string, data: string): Promise<string> {
  let call: ReturnType<Interface['parseTransaction']>
  try {
    call = RECORDS.parseTransaction({ data })
  } catch {
    call = null
  }
  // A record this gateway does not know: an empty answer, as a resolver without the function would give.
  if (!call) return '0x'
  // The node must be the name's: a client asking about one name with another's node gets nothing.
  const node = call.args[0] as string
  const address = namehash(name) === node ? await addressFor(options, name) : undefined
  switch (call.signature) {
    case 'addr(bytes32)':
      return abi.encode(['address'], [address ?? ZeroAddress])
    case 'addr(bytes32,uint256)':
      return abi.encode(['bytes'], [address && call.args[1] === ETH_COIN_TYPE ? address : '0x'])
    case 'text(bytes32,string)':
      return abi.encode(['string'], [''])
    default:
      return abi.encode(['bytes'], ['0x'])
  }
}

async function addressFor(options: GatewayOptions, name: string): Promise<string | undefined> {
  const suffix = `.${options.parent}`
  if (!name.endsWith(suffix)) return undefined
  const label = name.slice(0, -suffix.length)
  if (label.includes('.')) return undefined
  return options.addressOf(label.toLowerCase())
}
