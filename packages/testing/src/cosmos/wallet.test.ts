import { type StdSignDoc, serializeSignDoc, Secp256k1HdWallet } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64, toUtf8 } from '@cosmjs/encoding'
import { DirectSecp256k1HdWallet, makeAuthInfoBytes, makeSignBytes, makeSignDoc, Registry, encodePubkey } from '@cosmjs/proto-signing'
import { encodeSecp256k1Pubkey } from '@cosmjs/amino'
import { defaultRegistryTypes } from '@cosmjs/stargate'
import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../bitcoin/testStorage'
import { TestCosmosWalletError, UserRejectedRequestError } from './errors'
import { defaultTestCosmosMnemonic } from './keys'
import { COSMOS_TEST, OSMO_TEST, testChainInfo } from './testChains'
import { createTestCosmosWallet } from './wallet'

const MNEMONIC = defaultTestCosmosMnemonic(0)
const chains = [COSMOS_TEST, OSMO_TEST]

async function cosmjsAddress(mnemonic: string, prefix: string): Promise<{ address: string; pubkey: Uint8Array }> {
  const [account] = await (await DirectSecp256k1HdWallet.fromMnemonic(mnemonic, { prefix })).getAccounts()
  return account as { address: string; pubkey: Uint8Array }
}

/** A bank send's direct sign doc, as SigningStargateClient builds it. */
function sendSignDoc(from: string, pubkey: Uint8Array, chainId: string) {
  const registry = new Registry(defaultRegistryTypes)
  const bodyBytes = registry.encodeTxBody({
    messages: [{ typeUrl: '/cosmos.bank.v1beta1.MsgSend', value: { fromAddress: from, toAddress: from, amount: [{ denom: 'stake', amount: '1' }] } }],
    memo: 'latch',
  })
  const authInfoBytes = makeAuthInfoBytes([{ pubkey: encodePubkey(encodeSecp256k1Pubkey(pubkey)), sequence: 3n }], [{ denom: 'stake', amount: '500' }], 200_000, undefined, undefined)
  return makeSignDoc(bodyBytes, authInfoBytes, chainId, 7)
}

/** ADR-036 checked from scratch: the spec's sign doc, its pubkey's address, the signature over sha256 of the sorted JSON. */
function adr036Verifies(signer: string, data: Uint8Array, signature: { pub_key: { type: string; value: string }; signature: string }, pubkey: Uint8Array): boolean {
  const doc: StdSignDoc = {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(data) } }],
    memo: '',
  }
  if (signature.pub_key.type !== 'tendermint/PubKeySecp256k1' || signature.pub_key.value !== toBase64(pubkey)) return false
  return Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(fromBase64(signature.signature)), sha256(serializeSignDoc(doc)), pubkey)
}

describe('the default account', () => {
  it('is @latch/local-cosmos test account 0: sha256("latch-local-cosmos test key/0")[0..16] as BIP-39', async () => {
    const entropy = sha256(toUtf8('latch-local-cosmos test key/0')).slice(0, 16)
    expect(MNEMONIC.split(' ')).toHaveLength(12)
    expect(MNEMONIC).not.toBe(defaultTestCosmosMnemonic(1))
    const { Bip39, EnglishMnemonic } = await import('@cosmjs/crypto')
    expect(Bip39.decode(new EnglishMnemonic(MNEMONIC))).toEqual(entropy)
  })
})

describe('enable', () => {
  it('prompts once, then answers silently; a new wallet on the same storage finds the chains enabled', async () => {
    const storage = memoryStorage()
    const wallet = createTestCosmosWallet({ chains, storage })
    await wallet.enable([COSMOS_TEST.chainId, OSMO_TEST.chainId])
    await wallet.enable(COSMOS_TEST.chainId)
    expect(wallet.control.requests().map((r) => [r.method, r.status, r.chainIds])).toEqual([
      ['enable', 'approved', [COSMOS_TEST.chainId, OSMO_TEST.chainId]],
      ['silentEnable', 'approved', [COSMOS_TEST.chainId]],
    ])

    const reloaded = createTestCosmosWallet({ chains, storage, mode: 'reject' })
    expect(reloaded.control.enabledChains()).toEqual([COSMOS_TEST.chainId, OSMO_TEST.chainId])
    await reloaded.enable(OSMO_TEST.chainId)
    expect((await reloaded.getKey(OSMO_TEST.chainId)).bech32Address).toMatch(/^osmo1/)

    await reloaded.disable(OSMO_TEST.chainId)
    expect(reloaded.control.enabledChains()).toEqual([COSMOS_TEST.chainId])
    await expect(reloaded.enable(OSMO_TEST.chainId)).rejects.toThrow('Request rejected')
    await reloaded.disable()
    expect(storage.items.size).toBe(0)
  })

  it('refuses an unknown chain in Keplr\'s words, before asking', async () => {
    const wallet = createTestCosmosWallet({ chains, storage: null })
    await expect(wallet.enable([COSMOS_TEST.chainId, 'nowhere-1'])).rejects.toThrow('There is no chain info for nowhere-1')
    expect(wallet.control.requests()).toEqual([])
    expect(wallet.control.enabledChains()).toEqual([])
  })

  it('in reject mode throws Keplr\'s "Request rejected" and enables nothing', async () => {
    const wallet = createTestCosmosWallet({ chains, storage: null, mode: 'reject' })
    const error = await wallet.enable(COSMOS_TEST.chainId).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ message: 'Request rejected', method: 'enable' })
    expect(wallet.control.enabledChains()).toEqual([])
    await expect(wallet.getKey(COSMOS_TEST.chainId)).rejects.toBeInstanceOf(TestCosmosWalletError)
  })

  it('in manual mode waits for the test; onRequest decides first', async () => {
    const wallet = createTestCosmosWallet({ chains, storage: null, mode: 'manual', onRequest: (r) => (r.chainIds?.includes(OSMO_TEST.chainId) ? 'reject' : undefined) })
    await expect(wallet.enable(OSMO_TEST.chainId)).rejects.toThrow('Request rejected')
    const enabling = wallet.enable(COSMOS_TEST.chainId)
    await Promise.resolve()
    const [pending] = wallet.control.pending()
    expect(pending).toMatchObject({ method: 'enable', chainIds: [COSMOS_TEST.chainId], status: 'pending' })
    expect(wallet.control.approve(pending?.id)).toBe(true)
    await enabling
    expect(wallet.control.enabledChains()).toEqual([COSMOS_TEST.chainId])
  })
})

describe('getKey', () => {
  it('gives the cosmjs HD wallet\'s account under each chain\'s prefix, in Keplr\'s Key shape', async () => {
    const wallet = createTestCosmosWallet({ chains, storage: null, enabled: [COSMOS_TEST.chainId, OSMO_TEST.chainId] })
    for (const chain of chains) {
      const expected = await cosmjsAddress(MNEMONIC, chain.bech32Config.bech32PrefixAccAddr)
      const key = await wallet.getKey(chain.chainId)
      expect(key).toEqual({
        name: 'Test account 0',
        algo: 'secp256k1',
        pubKey: expected.pubkey,
        address: expect.any(Uint8Array),
        bech32Address: expected.address,
        ethereumHexAddress: '',
        isNanoLedger: false,
        isKeystone: false,
      })
      expect(key.address).toHaveLength(20)
    }
    const osmo = await wallet.getKey(OSMO_TEST.chainId)
    expect((await wallet.getKey(COSMOS_TEST.chainId)).address).toEqual(osmo.address)
  })

  it('throws for a chain not enabled, and getKeysSettled reports each chain', async () => {
    const wallet = createTestCosmosWallet({ chains, storage: null, enabled: [COSMOS_TEST.chainId] })
    await expect(wallet.getKey(OSMO_TEST.chainId)).rejects.toThrow('osmo-test-1 is not enabled')
    const settled = await wallet.getKeysSettled([COSMOS_TEST.chainId, OSMO_TEST.chainId])
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected'])
  })
})

describe('signing', () => {
  const enabled = [COSMOS_TEST.chainId, OSMO_TEST.chainId]

  it('signDirect signs what it is given; the signature verifies over sha256(makeSignBytes(signDoc))', async () => {
    const wallet = createTestCosmosWallet({ chains, storage: null, enabled })
    const { bech32Address, pubKey } = await wallet.getKey(COSMOS_TEST.chainId)
    const signDoc = sendSignDoc(bech32Address, pubKey, COSMOS_TEST.chainId)
    const { signed, signature } = await wallet.signDirect(COSMOS_TEST.chainId, bech32Address, signDoc)
    expect(signed).toEqual(signDoc)
    expect(signature.pub_key).toEqual({ type: 'tendermint/PubKeySecp256k1', value: toBase64(pubKey) })
    expect(Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(fromBase64(signature.signature)), sha256(makeSignBytes(signDoc)), pubKey)).toBe(true)
    expect(wallet.control.requests().at(-1)).toMatchObject({ method: 'signDirect', chainId: COSMOS_TEST.chainId, signer: bech32Address, messages: ['/cosmos.bank.v1beta1.MsgSend'], memo: 'latch' })

    // A Long-like account number (older cosmjs, Keplr's own type) comes back as it went in.
    const long = { low: 7, high: 0, unsigned: true, toString: () => '7' }
    const asLong = await wallet.signDirect(COSMOS_TEST.chainId, bech32Address, { ...signDoc, accountNumber: long })
    expect(asLong.signed.accountNumber).toBe(long)
    expect(asLong.signature.signature).toBe(signature.signature)
  })

  it('signAmino returns the doc and a signature that verifies over serializeSignDoc', async () => {
    const wallet = createTestCosmosWallet({ chains, storage: null, enabled })
    const { bech32Address, pubKey } = await wallet.getKey(OSMO_TEST.chainId)
    const doc: StdSignDoc = {
      chain_id: OSMO_TEST.chainId,
      account_number: '7',
      sequence: '3',
      fee: { gas: '200000', amount: [{ denom: 'uosmo', amount: '500' }] },
      msgs: [{ type: 'cosmos-sdk/MsgSend', value: { from_address: bech32Address, to_address: bech32Address, amount: [{ denom: 'uosmo', amount: '1' }] } }],
      memo: 'amino',
    }
    const { signed, signature } = await wallet.signAmino(OSMO_TEST.chainId, bech32Address, doc, { preferNoSetFee: true })
    expect(signed).toEqual(doc)
    expect(Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(fromBase64(signature.signature)), sha256(serializeSignDoc(doc)), pubKey)).toBe(true)
    // The same signature cosmjs' own amino wallet makes (RFC 6979: deterministic).
    const reference = await (await Secp256k1HdWallet.fromMnemonic(MNEMONIC, { prefix: 'osmo' })).signAmino(bech32Address, doc)
    expect(signature).toEqual(reference.signature)
    expect(wallet.control.requests().at(-1)).toMatchObject({ method: 'signAmino', messages: ['cosmos-sdk/MsgSend'], memo: 'amino' })
  })

  it('refuses another signer, a chain id the doc does not carry, and a chain not enabled, before asking', async () => {
    const wallet = createTestCosmosWallet({ chains, storage: null, enabled: [COSMOS_TEST.chainId] })
    const { bech32Address, pubKey } = await wallet.getKey(COSMOS_TEST.chainId)
    const other = (await cosmjsAddress(defaultTestCosmosMnemonic(1), 'cosmos')).address
    const signDoc = sendSignDoc(bech32Address, pubKey, COSMOS_TEST.chainId)
    await expect(wallet.signDirect(COSMOS_TEST.chainId, other, signDoc)).rejects.toThrow('Signer mismatched')
    await expect(wallet.signDirect(COSMOS_TEST.chainId, bech32Address, { ...signDoc, chainId: 'other-1' })).rejects.toThrow('not matched')
    await expect(wallet.signArbitrary(OSMO_TEST.chainId, bech32Address.replace('cosmos', 'osmo'), 'x')).rejects.toThrow('not enabled')
    expect(wallet.control.requests()).toEqual([])
  })

  it('signArbitrary makes an ADR-036 signature an independent check accepts; verifyArbitrary agrees, and refuses another message or signer', async () => {
    const wallet = createTestCosmosWallet({ chains, storage: null, enabled })
    const { bech32Address, pubKey } = await wallet.getKey(COSMOS_TEST.chainId)
    const text = 'Sign in to latch.test\nNonce: 42'
    const signature = await wallet.signArbitrary(COSMOS_TEST.chainId, bech32Address, text)
    expect(adr036Verifies(bech32Address, toUtf8(text), signature, pubKey)).toBe(true)
    expect(adr036Verifies(bech32Address, toUtf8(`${text}!`), signature, pubKey)).toBe(false)
    expect(await wallet.verifyArbitrary(COSMOS_TEST.chainId, bech32Address, text, signature)).toBe(true)
    expect(await wallet.verifyArbitrary(COSMOS_TEST.chainId, bech32Address, `${text}!`, signature)).toBe(false)
    const other = (await cosmjsAddress(defaultTestCosmosMnemonic(1), 'cosmos')).address
    expect(await wallet.verifyArbitrary(COSMOS_TEST.chainId, other, text, signature)).toBe(false)

    const bytes = new Uint8Array([0, 1, 2, 250])
    const signedBytes = await wallet.signArbitrary(COSMOS_TEST.chainId, bech32Address, bytes)
    expect(adr036Verifies(bech32Address, bytes, signedBytes, pubKey)).toBe(true)
    expect(await wallet.verifyArbitrary(COSMOS_TEST.chainId, bech32Address, bytes, signedBytes)).toBe(true)
    expect(wallet.control.requests().map((r) => [r.method, r.detail])).toEqual([
      ['signArbitrary', text],
      ['signArbitrary', toBase64(bytes)],
    ])
  })

  it('a rejected signature is Keplr\'s "Request rejected"', async () => {
    const wallet = createTestCosmosWallet({ chains, storage: null, enabled, mode: 'reject' })
    const { bech32Address } = await wallet.getKey(COSMOS_TEST.chainId)
    await expect(wallet.signArbitrary(COSMOS_TEST.chainId, bech32Address, 'no')).rejects.toMatchObject({ name: 'UserRejectedRequestError', message: 'Request rejected', method: 'signArbitrary' })
    expect(wallet.control.requests()).toMatchObject([{ method: 'signArbitrary', status: 'rejected' }])
  })
})

describe('offline signers', () => {
  it('getOfflineSigner is direct and amino over the current account; the amino-only one has no signDirect', async () => {
    const wallet = createTestCosmosWallet({ chains, storage: null, enabled: [COSMOS_TEST.chainId] })
    const signer = wallet.getOfflineSigner(COSMOS_TEST.chainId)
    const [account] = await signer.getAccounts()
    const expected = await cosmjsAddress(MNEMONIC, 'cosmos')
    expect(account).toEqual({ address: expected.address, algo: 'secp256k1', pubkey: expected.pubkey })
    const signDoc = sendSignDoc(expected.address, expected.pubkey, COSMOS_TEST.chainId)
    const direct = await signer.signDirect(expected.address, signDoc)
    expect(Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(fromBase64(direct.signature.signature)), sha256(makeSignBytes(direct.signed)), expected.pubkey)).toBe(true)
    await expect(signer.signDirect(expected.address, { ...signDoc, chainId: 'other-1' })).rejects.toThrow('Unmatched chain id with the offline signer')
    expect('signDirect' in wallet.getOfflineSignerOnlyAmino(COSMOS_TEST.chainId)).toBe(false)
    expect('signDirect' in (await wallet.getOfflineSignerAuto(COSMOS_TEST.chainId))).toBe(true)
    await expect(wallet.getOfflineSigner(OSMO_TEST.chainId).getAccounts()).rejects.toThrow('not enabled')
  })
})

describe('experimentalSuggestChain', () => {
  const juno = testChainInfo('juno-test-1', 'juno', 'ujuno')

  it('asks; once approved the chain can be enabled, and a new wallet on the same storage knows it', async () => {
    const storage = memoryStorage()
    const wallet = createTestCosmosWallet({ storage })
    await expect(wallet.enable(juno.chainId)).rejects.toThrow('There is no chain info for juno-test-1')
    await wallet.experimentalSuggestChain(juno)
    await wallet.enable(juno.chainId)
    expect((await wallet.getKey(juno.chainId)).bech32Address).toMatch(/^juno1/)
    expect(wallet.control.requests().map((r) => [r.method, r.chainId ?? r.chainIds])).toEqual([
      ['suggestChain', juno.chainId],
      ['enable', [juno.chainId]],
    ])
    // A chain the wallet knows is accepted without a prompt.
    await wallet.experimentalSuggestChain(juno)
    expect(wallet.control.requests()).toHaveLength(2)

    const reloaded = createTestCosmosWallet({ storage })
    expect(reloaded.control.knownChains()).toEqual([juno])
    expect((await reloaded.getKey(juno.chainId)).bech32Address).toMatch(/^juno1/)
  })

  it('rejected, the chain stays unknown; malformed chain info throws before asking', async () => {
    const wallet = createTestCosmosWallet({ storage: null, mode: 'reject' })
    await expect(wallet.experimentalSuggestChain(juno)).rejects.toThrow('Request rejected')
    await expect(wallet.enable(juno.chainId)).rejects.toThrow('There is no chain info')
    await expect(wallet.experimentalSuggestChain({ ...juno, bech32Config: {} } as never)).rejects.toThrow('bech32Config.bech32PrefixAccAddr')
    expect(wallet.control.requests()).toHaveLength(1)
  })
})

describe('accounts', () => {
  it('switchAccount changes getKey to the next mnemonic\'s account and reports it', async () => {
    const wallet = createTestCosmosWallet({ chains, storage: null, enabled: [COSMOS_TEST.chainId], mnemonics: [MNEMONIC, defaultTestCosmosMnemonic(1)] })
    const events: string[] = []
    wallet.on((e) => events.push(e.type))
    wallet.control.switchAccount(1)
    expect(events).toEqual(['keystorechange'])
    expect(wallet.control.accountIndex()).toBe(1)
    const key = await wallet.getKey(COSMOS_TEST.chainId)
    expect(key.bech32Address).toBe((await cosmjsAddress(defaultTestCosmosMnemonic(1), 'cosmos')).address)
    expect(key.name).toBe('Test account 1')
    expect(() => wallet.control.switchAccount(2)).toThrow('No account 2')
    expect(() => createTestCosmosWallet({ mnemonic: MNEMONIC, mnemonics: [MNEMONIC] })).toThrow('not both')
  })

  it('looks like Keplr from a dapp: version and mode', () => {
    const wallet = createTestCosmosWallet({ storage: null, version: '0.12.99' })
    expect({ version: wallet.version, mode: wallet.mode }).toEqual({ version: '0.12.99', mode: 'extension' })
  })
})
