import { AbiCoder, dnsEncode, Interface, namehash, recoverAddress, Wallet } from 'ethers'
import { describe, expect, it } from 'vitest'
import { dnsDecode } from './dnsName'
import { answerHash, answerLookup, GatewayRequestError } from './gateway'

const RESOLVER = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const ALICE = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'
const resolve = new Interface(['function resolve(bytes name, bytes data) view returns (bytes)'])
const records = new Interface(['function addr(bytes32) view returns (address)', 'function addr(bytes32,uint256) view returns (bytes)', 'function text(bytes32,string) view returns (string)'])
const abi = AbiCoder.defaultAbiCoder()
const signer = Wallet.createRandom()
const options = { parent: 'latch.id', addressOf: async (label: string) => (label === 'alice' ? ALICE : undefined), signer, now: () => 1_700_000_000_000 }

/** The gateway's answer for `name` and one record call, decoded, with the signer the resolver would recover. */
async function ask(name: string, call: string) {
  const data = resolve.encodeFunctionData('resolve', [dnsEncode(name), call])
  const [result, expires, sig] = abi.decode(['bytes', 'uint64', 'bytes'], await answerLookup(options, RESOLVER.toLowerCase(), data)) as unknown as [string, bigint, string]
  return { result, expires, recovered: recoverAddress(answerHash(RESOLVER, expires, data, result), sig) }
}

describe('the CCIP-Read gateway', () => {
  it('answers the ETH address of a held name in both forms, signed for the resolver with a five-minute expiry', async () => {
    const legacy = await ask('alice.latch.id', records.encodeFunctionData('addr(bytes32)', [namehash('alice.latch.id')]))
    expect(records.decodeFunctionResult('addr(bytes32)', legacy.result)[0]).toBe(ALICE)
    expect(legacy.expires).toBe(1_700_000_300n)
    expect(legacy.recovered).toBe(signer.address)
    const multicoin = await ask('alice.latch.id', records.encodeFunctionData('addr(bytes32,uint256)', [namehash('alice.latch.id'), 60]))
    expect(records.decodeFunctionResult('addr(bytes32,uint256)', multicoin.result)[0]).toBe(ALICE.toLowerCase())
  })

  it('answers empty for free names, other coins, other records, a mismatched node and names outside the parent', async () => {
    const empty = async (name: string, call: string, fn: string) => records.decodeFunctionResult(fn, (await ask(name, call)).result)[0]
    expect(await empty('bob.latch.id', records.encodeFunctionData('addr(bytes32)', [namehash('bob.latch.id')]), 'addr(bytes32)')).toBe('0x0000000000000000000000000000000000000000')
    expect(await empty('alice.latch.id', records.encodeFunctionData('addr(bytes32)', [namehash('bob.latch.id')]), 'addr(bytes32)')).toBe('0x0000000000000000000000000000000000000000')
    expect(await empty('alice.other.id', records.encodeFunctionData('addr(bytes32)', [namehash('alice.other.id')]), 'addr(bytes32)')).toBe('0x0000000000000000000000000000000000000000')
    expect(await empty('x.alice.latch.id', records.encodeFunctionData('addr(bytes32)', [namehash('x.alice.latch.id')]), 'addr(bytes32)')).toBe('0x0000000000000000000000000000000000000000')
    expect(await empty('alice.latch.id', records.encodeFunctionData('addr(bytes32,uint256)', [namehash('alice.latch.id'), 0]), 'addr(bytes32,uint256)')).toBe('0x')
    expect(await empty('alice.latch.id', records.encodeFunctionData('text(bytes32,string)', [namehash('alice.latch.id'), 'avatar']), 'text(bytes32,string)')).toBe('')
    expect((await ask('alice.latch.id', '0x12345678')).result).toBe('0x')
  })

  it('refuses call data that is not a resolve() call, and malformed DNS names', async () => {
    await expect(answerLookup(options, RESOLVER, '0x1234')).rejects.toBeInstanceOf(GatewayRequestError)
    await expect(answerLookup(options, 'nobody', resolve.encodeFunctionData('resolve', [dnsEncode('alice.latch.id'), '0x']))).rejects.toBeInstanceOf(GatewayRequestError)
    expect(dnsDecode(dnsEncode('alice.latch.id'))).toBe('alice.latch.id')
    expect(() => dnsDecode('0x05616c696365')).toThrow('terminating zero')
    expect(() => dnsDecode('0x09616c69636500')).toThrow('runs past')
    expect(() => dnsDecode('0x0000')).toThrow('follow')
  })
})
