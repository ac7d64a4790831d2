import { generateKeyPairSync, sign } from 'node:crypto'
import { createHttpSiwx, type HttpSiwxOptions, type SiwxMessageInput } from '@latch/core/siwx'
import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, encodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { testAccount } from '@latch/local-bitcoin'
import { testAccount as cosmosAccount } from '@latch/local-cosmos'
import { Secp256k1HdWallet } from '@cosmjs/amino'
import { makeArbitrarySignDoc } from '@latch/adapter-cosmos/verify'
import { Signer } from 'bip322-js'
import bs58 from 'bs58'
import { Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSiweServer } from './siweServer.mjs'

const ORIGIN = 'http://127.0.0.1:5999'
let server: Awaited<ReturnType<typeof startSiweServer>>

beforeAll(async () => {
  server = await startSiweServer({ host: '127.0.0.1', port: 0, allowedOrigins: [ORIGIN] })
})
afterAll(async () => {
  await server?.stop()
})

/** fetch as the demo page would: from its origin, keeping the server's cookie. */
function browserFetch(origin = ORIGIN): typeof fetch {
  let cookie = ''
  return async (input, init) => {
    const headers = new Headers(init?.headers)
    headers.set('origin', origin)
    if (cookie) headers.set('cookie', cookie)
    const response = await fetch(input, { ...init, headers })
    const set = response.headers.get('set-cookie')
    if (set) cookie = set.split(';')[0] ?? ''
    return response
  }
}

describe('the demo sign-in backend with createHttpSiwx', () => {
  it('nonce → EIP-4361 message signed by the wallet → verified by siwe → session in an HttpOnly cookie', async () => {
    const wallet = Wallet.createRandom()
    const siwx = createHttpSiwx({ url: server.url, domain: '127.0.0.1:5999', uri: ORIGIN, statement: 'Sign in to the Latch demo.', fetch: browserFetch() })
    expect(await siwx.getSessions('eip155:31337', wallet.address)).toEqual([])
    const message = await siwx.createMessage({ accountAddress: wallet.address, chainId: 'eip155:31337' })
    const text = message.toString()
    expect(text).toMatch(/^127\.0\.0\.1:5999 wants you to sign in with your Ethereum account:\n0x[0-9a-fA-F]{40}\n\nSign in to the Latch demo\.\n\nURI: http:\/\/127\.0\.0\.1:5999\nVersion: 1\nChain ID: 31337\nNonce: [0-9a-zA-Z]{8,}\nIssued At: /)
    const { toString: _t, ...data } = message
    await siwx.addSession({ data, message: text, signature: await wallet.signMessage(text) })
    const sessions = await siwx.getSessions('eip155:31337', wallet.address)
    expect(sessions).toHaveLength(1)
    expect(sessions[0]?.data).toMatchObject({ accountAddress: wallet.address, chainId: 'eip155:31337' })
    await siwx.setSessions([])
    expect(await siwx.getSessions('eip155:31337', wallet.address)).toEqual([])
  })

  it('refuses a signature by another key, a reused nonce, and other origins', async () => {
    const wallet = Wallet.createRandom()
    const siwx = createHttpSiwx({ url: server.url, domain: '127.0.0.1:5999', uri: ORIGIN, fetch: browserFetch() })
    const message = await siwx.createMessage({ accountAddress: wallet.address, chainId: 'eip155:31337' })
    const text = message.toString()
    const { toString: _t, ...data } = message
    await expect(siwx.addSession({ data, message: text, signature: await Wallet.createRandom().signMessage(text) })).rejects.toThrow(/Invalid sign-in/)
    // That attempt used the nonce up: the right signature is now refused too.
    await expect(siwx.addSession({ data, message: text, signature: await wallet.signMessage(text) })).rejects.toThrow('Unknown or expired nonce')
    const elsewhere = createHttpSiwx({ url: server.url, fetch: browserFetch('http://evil.example') })
    await expect(elsewhere.createMessage({ accountAddress: wallet.address, chainId: 'eip155:31337' })).rejects.toThrow(/not allowed/)
  })
})

const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
let alice: KeyringPair
let bob: KeyringPair
let charlie: KeyringPair

beforeAll(async () => {
  await cryptoWaitReady()
  alice = new Keyring({ type: 'sr25519' }).addFromUri('//Alice')
  bob = new Keyring({ type: 'ed25519' }).addFromUri('//Bob')
  charlie = new Keyring({ type: 'ecdsa' }).addFromUri('//Charlie')
})

/** What a Polkadot extension returns for signRaw({ type: 'bytes' }): a signature over the text wrapped in <Bytes>…</Bytes>. */
const extensionSign = (pair: KeyringPair, text: string) => u8aToHex(pair.sign(u8aWrapBytes(stringToU8a(text))))

/** A fresh message for `address` on `chainId`, as the modal builds it. */
async function newMessage(address: string, chainId: SiwxMessageInput['chainId'] = POLKADOT, options: Partial<HttpSiwxOptions> = {}, notBefore?: string) {
  const siwx = createHttpSiwx({ url: server.url, domain: '127.0.0.1:5999', uri: ORIGIN, statement: 'Sign in to the Latch demo.', fetch: browserFetch(), ...options })
  const message = await siwx.createMessage({ accountAddress: address, chainId, ...(notBefore ? { notBefore } : {}) })
  const { toString: _t, ...data } = message
  return { siwx, data, text: message.toString() }
}

describe('the sign-in backend with Polkadot accounts (CAIP-122)', () => {
  it('nonce → Polkadot message signed as an extension signs → session, found under any SS58 prefix', async () => {
    const { siwx, data, text } = await newMessage(alice.address)
    expect(text).toMatch(/^127\.0\.0\.1:5999 wants you to sign in with your Polkadot account:\n5\w{47}\n\nSign in to the Latch demo\.\n\nURI: http:\/\/127\.0\.0\.1:5999\nVersion: 1\nChain ID: 91b171bb158e2d3848fa23a9f1c25182\nNonce: /)
    await siwx.addSession({ data, message: text, signature: extensionSign(alice, text) })
    const polkadotPrefixed = encodeAddress(alice.publicKey, 0)
    expect(polkadotPrefixed).not.toBe(alice.address)
    const sessions = await siwx.getSessions(POLKADOT, polkadotPrefixed)
    expect(sessions).toHaveLength(1)
    expect(sessions[0]?.data).toMatchObject({ accountAddress: alice.address, chainId: POLKADOT })
    expect(await siwx.getSessions(POLKADOT, bob.address)).toEqual([])
    expect(await siwx.getSessions('polkadot:b0a8d493285c2df73290dfb7e61f870f', alice.address)).toEqual([])
    await siwx.setSessions([])
    expect(await siwx.getSessions(POLKADOT, alice.address)).toEqual([])
  })

  it('accepts ed25519 (//Bob) and ecdsa (//Charlie) accounts, and signatures with the type byte in front', async () => {
    for (const pair of [bob, charlie]) {
      const { siwx, data, text } = await newMessage(pair.address)
      await siwx.addSession({ data, message: text, signature: extensionSign(pair, text) })
      expect(await siwx.getSessions(POLKADOT, pair.address)).toHaveLength(1)
    }
    const { siwx, data, text } = await newMessage(alice.address)
    await siwx.addSession({ data, message: text, signature: u8aToHex(alice.sign(u8aWrapBytes(stringToU8a(text)), { withType: true })) })
    expect(await siwx.getSessions(POLKADOT, alice.address)).toHaveLength(1)
  })

  it('refuses a wrong signature, another key, and a signature over the bare text', async () => {
    const wrong = await newMessage(alice.address)
    const good = extensionSign(alice, wrong.text)
    const flipped = `${good.slice(0, -2)}${good.endsWith('00') ? '01' : '00'}`
    await expect(wrong.siwx.addSession({ data: wrong.data, message: wrong.text, signature: flipped })).rejects.toThrow('Invalid sign-in: signature does not match the address')
    const other = await newMessage(alice.address)
    await expect(other.siwx.addSession({ data: other.data, message: other.text, signature: extensionSign(bob, other.text) })).rejects.toThrow('Invalid sign-in: signature does not match the address')
    // Extensions only ever sign the wrapped bytes; a signature over the bare text is not what a wallet showed
    // as a sign-in. signatureVerify would take it (it retries with the other form), so the backend does not use it.
    const bare = await newMessage(alice.address)
    const bareSignature = u8aToHex(alice.sign(stringToU8a(bare.text)))
    expect(signatureVerify(u8aWrapBytes(stringToU8a(bare.text)), bareSignature, alice.address).isValid).toBe(true)
    await expect(bare.siwx.addSession({ data: bare.data, message: bare.text, signature: bareSignature })).rejects.toThrow('Invalid sign-in: signature does not match the address')
    expect(await bare.siwx.getSessions(POLKADOT, alice.address)).toEqual([])
  })

  it('refuses a reused nonce', async () => {
    const { siwx, data, text } = await newMessage(alice.address)
    await siwx.addSession({ data, message: text, signature: extensionSign(alice, text) })
    await expect(siwx.addSession({ data, message: text, signature: extensionSign(alice, text) })).rejects.toThrow('Unknown or expired nonce')
  })

  it("refuses another site's domain, an expired message, one not valid yet and one issued in the future", async () => {
    const elsewhere = await newMessage(alice.address, POLKADOT, { domain: 'evil.example' })
    await expect(elsewhere.siwx.addSession({ data: elsewhere.data, message: elsewhere.text, signature: extensionSign(alice, elsewhere.text) })).rejects.toThrow('Invalid sign-in: domain does not match the origin')
    const expired = await newMessage(alice.address, POLKADOT, { ttlMs: -1000 })
    await expect(expired.siwx.addSession({ data: expired.data, message: expired.text, signature: extensionSign(alice, expired.text) })).rejects.toThrow('Invalid sign-in: expired message')
    const early = await newMessage(alice.address, POLKADOT, {}, new Date(Date.now() + 3600_000).toISOString())
    await expect(early.siwx.addSession({ data: early.data, message: early.text, signature: extensionSign(alice, early.text) })).rejects.toThrow('Invalid sign-in: message is not valid yet')
    const future = await newMessage(alice.address)
    const postdated = future.text.replace(`Issued At: ${future.data.issuedAt}`, `Issued At: ${new Date(Date.now() + 3600_000).toISOString()}`)
    await expect(future.siwx.addSession({ data: future.data, message: postdated, signature: extensionSign(alice, postdated) })).rejects.toThrow('Invalid sign-in: Issued At is not around the nonce')
  })

  it('answers 400 to a malformed message, leaving its nonce unused', async () => {
    const { siwx, data, text } = await newMessage(alice.address)
    const post = browserFetch()
    const malformed = [
      text.replace('Version: 1\nChain ID: ', 'Chain ID: ').replace('\nNonce: ', '\nVersion: 1\nNonce: '),
      text.replace(alice.address, u8aToHex(alice.publicKey)),
      text.replace(/Chain ID: \w+/, 'Chain ID: 0'),
      text.replace(/\nIssued At: .*/, ''),
      `${text}\n`,
    ]
    for (const message of malformed) {
      expect(message).not.toBe(text)
      const response = await post(`${server.url}/verify`, { method: 'POST', body: JSON.stringify({ data, message, signature: extensionSign(alice, message) }) })
      expect(response.status).toBe(400)
      expect(((await response.json()) as { error: string }).error).toMatch(/^Malformed sign-in message/)
    }
    await siwx.addSession({ data, message: text, signature: extensionSign(alice, text) })
    expect(await siwx.getSessions(POLKADOT, alice.address)).toHaveLength(1)
  })
})

describe('the sign-in backend with Solana accounts (CAIP-122)', () => {
  const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
  /** An ed25519 account as a Solana wallet holds it; signatures base58-encoded, as the adapter passes them on. */
  const solanaAccount = () => {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519')
    const address = bs58.encode(Buffer.from(publicKey.export({ format: 'jwk' }).x ?? '', 'base64url'))
    return { address, sign: (text: string) => bs58.encode(sign(null, Buffer.from(text, 'utf8'), privateKey)) }
  }

  it('accepts the account that signed the text, and no other', async () => {
    const account = solanaAccount()
    const { siwx, data, text } = await newMessage(account.address, SOLANA)
    expect(text).toContain(`wants you to sign in with your Solana account:\n${account.address}\n`)
    await siwx.addSession({ data, message: text, signature: account.sign(text) })
    expect((await siwx.getSessions(SOLANA, account.address))[0]?.data).toMatchObject({ accountAddress: account.address, chainId: SOLANA })
    const other = await newMessage(account.address, SOLANA)
    await expect(other.siwx.addSession({ data: other.data, message: other.text, signature: solanaAccount().sign(other.text) })).rejects.toThrow('Invalid sign-in: signature does not match the address')
  })
})

describe('the sign-in backend with Bitcoin accounts (CAIP-122, BIP-322)', () => {
  const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
  const [alice, bob] = [testAccount(0).payment, testAccount(1).payment]
  const bip322 = (key: { wif: string; address: string }, text: string) => String(Signer.sign(key.wif, key.address, text))

  it('accepts the BIP-322 signature of the address that signed the text, and no other', async () => {
    const { siwx, data, text } = await newMessage(alice.address, REGTEST)
    expect(text).toContain(`wants you to sign in with your Bitcoin account:\n${alice.address}\n`)
    expect(text).toContain('\nChain ID: 0f9188f13cb7b2c71f2a335e3a4fc328\n')
    await siwx.addSession({ data, message: text, signature: bip322(alice, text) })
    // Bech32 is case-insensitive: the upper-case spelling finds the same session.
    expect((await siwx.getSessions(REGTEST, alice.address.toUpperCase()))[0]?.data).toMatchObject({ accountAddress: alice.address, chainId: REGTEST })
    const other = await newMessage(alice.address, REGTEST)
    await expect(other.siwx.addSession({ data: other.data, message: other.text, signature: bip322(bob, other.text) })).rejects.toThrow('Invalid sign-in: signature does not match the address')
  })

  it("refuses an address of another network than the message's chain, whatever it signed", async () => {
    const { data, text } = await newMessage(alice.address, REGTEST)
    const mainnet = text.replace('Chain ID: 0f9188f13cb7b2c71f2a335e3a4fc328', 'Chain ID: 000000000019d6689c085ae165831e93')
    const response = await browserFetch()(`${server.url}/verify`, { method: 'POST', body: JSON.stringify({ data, message: mainnet, signature: bip322(alice, mainnet) }) })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: string }).error).toMatch(/^Malformed sign-in message: the Bitcoin address is not of chain 000000000019d6689c085ae165831e93/)
  })
})

describe('the sign-in backend with Cosmos accounts (CAIP-122, ADR-036)', () => {
  const CHAIN = 'cosmos:latch-local-1'
  /** ADR-036 as Keplr's signArbitrary signs it; the adapter passes on the signature alone, base64. */
  const adr36 = async (index: number, text: string) => {
    const { mnemonic, address } = cosmosAccount(index, 'cosmos')
    const wallet = await Secp256k1HdWallet.fromMnemonic(mnemonic, { prefix: 'cosmos' })
    const { signature } = await wallet.signAmino(address, makeArbitrarySignDoc(address, text))
    return signature.signature
  }

  it('accepts the ADR-036 signature of the account that signed the text, and no other', async () => {
    const alice = cosmosAccount(0, 'cosmos').address
    const { siwx, data, text } = await newMessage(alice, CHAIN)
    expect(text).toContain(`wants you to sign in with your Cosmos account:\n${alice}\n`)
    expect(text).toContain('\nChain ID: latch-local-1\n')
    await siwx.addSession({ data, message: text, signature: await adr36(0, text) })
    expect((await siwx.getSessions(CHAIN, alice))[0]?.data).toMatchObject({ accountAddress: alice, chainId: CHAIN })
    const other = await newMessage(alice, CHAIN)
    await expect(other.siwx.addSession({ data: other.data, message: other.text, signature: await adr36(1, other.text) })).rejects.toThrow('Invalid sign-in: signature does not match the address')
  })
})
