import { createHash } from 'node:crypto'
import { networkIssues } from '@latch/core'
import { bitcoin as coreBitcoin } from '@latch/core/networks'
import { networks } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { ADDRESS_FORMATS, bitcoin, bitcoinRegtest, bitcoinSignet, bitcoinTestnet4 } from './networks'

const all = [bitcoin, bitcoinTestnet4, bitcoinSignet, bitcoinRegtest]

/** A genesis block header hash, displayed big-endian as explorers (and CAIP-2) write it. */
function genesisHash(merkleRoot: string, time: number, bits: number, nonce: number): string {
  const header = Buffer.alloc(80)
  header.writeUInt32LE(1, 0)
  Buffer.from(merkleRoot, 'hex').reverse().copy(header, 36)
  header.writeUInt32LE(time, 68)
  header.writeUInt32LE(bits, 72)
  header.writeUInt32LE(nonce, 76)
  const sha = (b: Buffer) => createHash('sha256').update(b).digest()
  return Buffer.from(sha(sha(header))).reverse().toString('hex')
}

// The coinbase "The Times 03/Jan/2009 …" (mainnet, signet, regtest) and testnet4's "03/May/2024 …" one.
const SATOSHI_MERKLE = '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b'
const TESTNET4_MERKLE = '7aa0a7ae1e223414cb807e40cd57e667b718e42aaf9306db9102fe28912b7b4e'

describe('built-in networks', () => {
  it('are well-formed Latch networks of the bip122 namespace, with 8 decimals', () => {
    for (const network of all) {
      expect(networkIssues(network), network.name).toEqual([])
      expect(network.caipNetworkId).toBe(`bip122:${network.id}`)
      expect(network.nativeCurrency.decimals).toBe(8)
    }
    expect(all.map((n) => n.nativeCurrency.symbol)).toEqual(['BTC', 'tBTC', 'tBTC', 'tBTC'])
    expect(all.filter((n) => n.testnet).length).toBe(3)
    expect(bitcoin).toEqual(coreBitcoin)
  })

  it('are named by the first 32 hex characters of the genesis block hash each header hashes to', () => {
    const hashes = [
      genesisHash(SATOSHI_MERKLE, 1231006505, 0x1d00ffff, 2083236893),
      genesisHash(TESTNET4_MERKLE, 1714777860, 0x1d00ffff, 393743547),
      genesisHash(SATOSHI_MERKLE, 1598918400, 0x1e0377ae, 52613770),
      genesisHash(SATOSHI_MERKLE, 1296688602, 0x207fffff, 2),
    ]
    expect(all.map((n) => n.caipNetworkId)).toEqual(hashes.map((h) => `bip122:${h.slice(0, 32)}`))
    expect(bitcoin.caipNetworkId).toBe('bip122:000000000019d6689c085ae165831e93')
    expect(bitcoinRegtest.caipNetworkId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
  })

  it('read from mempool.space, except regtest, which the dapp points at its own node', () => {
    expect(all.map((n) => n.rpcUrls.default.http)).toEqual([
      ['https://mempool.space/api'],
      ['https://mempool.space/testnet4/api'],
      ['https://mempool.space/signet/api'],
      [],
    ])
    expect(all.map((n) => n.blockExplorers?.default.url)).toEqual(['https://mempool.space', 'https://mempool.space/testnet4', 'https://mempool.space/signet', undefined])
  })

  it("spell addresses as bitcoinjs-lib's networks do", () => {
    const formats = all.map((n) => ADDRESS_FORMATS[n.caipNetworkId])
    const js = [networks.bitcoin, networks.testnet, networks.testnet, networks.regtest]
    expect(formats).toEqual(js.map((n) => ({ bech32: n.bech32, pubKeyHash: n.pubKeyHash, scriptHash: n.scriptHash })))
  })
})
