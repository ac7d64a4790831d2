// The WalletConnect test wallet against a real dapp-side SignClient, over @latch/local-relay, with its
// transactions landing on a real anvil.
import { type RelayHandle, startRelay } from '@latch/local-relay'
import { u8aWrapBytes } from '@polkadot/util'
import { decodeAddress, encodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { SignClient } from '@walletconnect/sign-client'
import { ethers } from 'ethers'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { Verifier } from 'bip322-js'
import { address as btcAddress, networks, Psbt } from 'bitcoinjs-lib'
import { type StdSignDoc, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64 } from '@cosmjs/encoding'
import { makeSignBytes, makeSignDoc } from '@cosmjs/proto-signing'
import { deriveAccount, defaultTestBitcoinKeys, ecc } from '../bitcoin/keys'
import { createAccountSigners, defaultTestCosmosMnemonic } from '../cosmos/keys'
import { ANVIL_ADDRESSES, ANVIL_KEYS } from '../evm/anvilAccounts'
import { type DevAnvil, startDevAnvil } from '@latch/local-4337'
import { createTestPolkadotExtension, type TestSignerPayloadJSON } from '../polkadot/extension'
import { startTestWalletConnectWallet, type TestWalletConnectWallet } from './wallet'

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
/** Someone else's regtest address (BIP-173's test vector, on regtest). */
const RECEIVER = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
const memory = { database: ':memory:', dbName: ':memory:' } as never
let relay: RelayHandle
let first: DevAnvil
let second: DevAnvil
let dapp: InstanceType<typeof SignClient>
let wallet: TestWalletConnectWallet

beforeAll(async () => {
  // The SDKs' own look-ups (verify, analytics) must not leave the machine: refuse them at once.
  const realFetch = globalThis.fetch
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input)
    if (!/^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url)) throw new TypeError('blocked: outside request')
    return realFetch(input, init)
  })
  ;[relay, first, second] = await Promise.all([startRelay(), startDevAnvil(31337), startDevAnvil(31338)])
  dapp = await SignClient.init({
    projectId: 'local',
    relayUrl: relay.url,
    storageOptions: memory,
    customStoragePrefix: `dapp-${Math.random()}`,
    telemetryEnabled: false,
    metadata: { name: 'dapp', description: '', url: 'http://127.0.0.1', icons: [] },
  })
  wallet = await startTestWalletConnectWallet({
    relayUrl: relay.url,
    privateKey: ANVIL_KEYS[1],
    chains: [
      { chainId: first.chainId, url: first.url },
      { chainId: second.chainId, url: second.url },
    ],
  })
}, 60_000)

afterAll(async () => {
  await wallet?.stop()
  await dapp?.core.relayer.transportClose().catch(() => {})
  await relay?.stop()
  await Promise.all([first?.stop(), second?.stop()])
  vi.unstubAllGlobals()
})

it('pairs, approves the session, signs, sends on the active chain, switches, and ends the session', { timeout: 60_000 }, async () => {
  const address = ANVIL_ADDRESSES[1]
  expect(wallet.address).toBe(address)
  const methods = ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain', 'eth_sign']
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: { eip155: { chains: ['eip155:31337', 'eip155:31338'], methods, events: ['chainChanged', 'accountsChanged'] } },
  })
  await wallet.pair(uri as string)
  const session = await approval()
  expect(wallet.topic).toBe(session.topic)
  expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${address}`, `eip155:31338:${address}`])
  expect(session.namespaces.eip155?.methods).not.toContain('eth_sign')
  const ask = <T>(chainId: string, method: string, params: unknown[]) => dapp.request<T>({ topic: session.topic, chainId, request: { method, params } })

  const signed = await ask<string>('eip155:31337', 'personal_sign', [ethers.utils.hexlify(ethers.utils.toUtf8Bytes('hello')), address])
  expect(ethers.utils.verifyMessage('hello', signed)).toBe(address)

  const typed = {
    domain: { name: 'Latch', version: '1', chainId: 31337 },
    types: { EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }], Mail: [{ name: 'contents', type: 'string' }] },
    primaryType: 'Mail',
    message: { contents: 'hi' },
  }
  const typedSig = await ask<string>('eip155:31337', 'eth_signTypedData_v4', [address, JSON.stringify(typed)])
  expect(ethers.utils.verifyTypedData(typed.domain, { Mail: typed.types.Mail }, typed.message, typedSig)).toBe(address)

  // Sends go to the chain the wallet is on: the first, then (after the dapp asks) the second.
  const to = ANVIL_ADDRESSES[7]
  const onFirst = new ethers.providers.StaticJsonRpcProvider(first.url, first.chainId)
  const onSecond = new ethers.providers.StaticJsonRpcProvider(second.url, second.chainId)
  const hash1 = await ask<string>('eip155:31337', 'eth_sendTransaction', [{ from: address, to, value: '0x1' }])
  expect((await onFirst.waitForTransaction(hash1)).status).toBe(1)
  expect(await ask('eip155:31337', 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toBeNull()
  const hash2 = await ask<string>('eip155:31338', 'eth_sendTransaction', [{ from: address, to, value: '0x2' }])
  expect((await onSecond.waitForTransaction(hash2)).status).toBe(1)
  expect(await onFirst.getTransaction(hash2)).toBeNull()

  const event = new Promise((resolve) => dapp.on('session_event', ({ params }) => resolve(params)))
  await wallet.switchChain(31337)
  expect(await event).toMatchObject({ chainId: 'eip155:31337', event: { name: 'chainChanged', data: 31337 } })

  expect(wallet.requests).toEqual(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain', 'eth_sendTransaction'])

  const deleted = new Promise((resolve) => dapp.on('session_delete', resolve))
  await wallet.disconnect()
  await deleted
  expect(wallet.topic).toBeUndefined()
})

// An Asset Hub-style extrinsic payload (a transfer) as @polkadot/api hands it to a signer.
const POLKADOT_CHAIN = `polkadot:${'ab'.repeat(16)}`
const transferPayload = (address: string): TestSignerPayloadJSON => ({
  address,
  assetId: null,
  blockHash: `0x${'ab'.repeat(32)}`,
  blockNumber: '0x00000000',
  era: '0x00',
  genesisHash: `0x${'ab'.repeat(32)}`,
  metadataHash: null,
  method: '0x0a0300d43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d0b00a0724e1809',
  mode: 0,
  nonce: '0x00000005',
  signedExtensions: ['CheckNonZeroSender', 'CheckSpecVersion', 'CheckTxVersion', 'CheckGenesis', 'CheckMortality', 'CheckNonce', 'CheckWeight', 'ChargeAssetTxPayment', 'CheckMetadataHash'],
  specVersion: '0x000f4628',
  tip: '0x00000000000000000000000000000000',
  transactionVersion: '0x0000000d',
  version: 4,
  withSignedTransaction: false,
})

it('offers only the polkadot namespace without EVM chains, and signs messages and extrinsic payloads as extensions do', { timeout: 60_000 }, async () => {
  // ed25519 signatures are deterministic: the payload's signature must equal the kit's injected extension's.
  const polkadotWallet = await startTestWalletConnectWallet({
    relayUrl: relay.url,
    privateKey: ANVIL_KEYS[2],
    chains: [],
    polkadot: { uri: '//Bob', type: 'ed25519', chains: [POLKADOT_CHAIN], ss58Prefix: 2 },
  })
  try {
    const address = polkadotWallet.polkadotAddress as string
    // //Bob's ed25519 key under the chain's prefix (2), not the generic one.
    expect(address).toBe(encodeAddress(decodeAddress('5GoNkf6WdbxCFnPdAnYYQyCjAKPJgLNxXwPjwTh6DGg6gN3E'), 2))
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        polkadot: { chains: [POLKADOT_CHAIN], methods: ['polkadot_signTransaction', 'polkadot_signMessage'], events: [] },
        eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] },
      },
    })
    await polkadotWallet.pair(uri as string)
    const session = await approval()
    expect(Object.keys(session.namespaces)).toEqual(['polkadot'])
    expect(session.namespaces.polkadot?.accounts).toEqual([`${POLKADOT_CHAIN}:${address}`])
    const ask = <T>(method: string, params: unknown) => dapp.request<T>({ topic: session.topic, chainId: POLKADOT_CHAIN, request: { method, params } })

    const message = await ask<{ signature: string }>('polkadot_signMessage', { address, message: '0x68656c6c6f' })
    expect(signatureVerify(u8aWrapBytes('hello'), message.signature, address).isValid).toBe(true)

    const extension = await createTestPolkadotExtension({ accounts: [{ uri: '//Bob', type: 'ed25519' }], storage: null, authorizedOrigins: ['test'] })
    const injected = await extension.provider.enable('test')
    const payload = transferPayload(address)
    const signed = await ask<{ signature: string }>('polkadot_signTransaction', { address, transactionPayload: payload })
    expect(signed).toEqual({ signature: (await injected.signer.signPayload(payload)).signature })

    // Another account's request is refused, not signed with this key.
    const alice = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
    await expect(ask('polkadot_signMessage', { address: alice, message: '0x00' })).rejects.toMatchObject({ message: `Unknown account: ${alice}` })
    expect(polkadotWallet.requests).toEqual(['polkadot_signMessage', 'polkadot_signTransaction', 'polkadot_signMessage'])
  } finally {
    await polkadotWallet.stop()
  }
})

it('offers the bip122 namespace: both addresses, BIP-322 messages bip322-js verifies, PSBTs signed for its own inputs only', { timeout: 60_000 }, async () => {
  const bitcoinWallet = await startTestWalletConnectWallet({ relayUrl: relay.url, privateKey: ANVIL_KEYS[3], chains: [], bitcoin: {} })
  try {
    const { payment, ordinals } = bitcoinWallet.bitcoinAddresses ?? { payment: '', ordinals: '' }
    const alice = deriveAccount(defaultTestBitcoinKeys(0), 'regtest')
    expect([payment, ordinals]).toEqual([alice.payment.address, alice.ordinals.address])
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { bip122: { chains: [REGTEST], methods: ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'], events: ['bip122_addressesChanged'] } },
    })
    await bitcoinWallet.pair(uri as string)
    const session = await approval()
    expect(session.namespaces.bip122?.accounts).toEqual([`${REGTEST}:${payment}`, `${REGTEST}:${ordinals}`])
    const ask = <T>(method: string, params: unknown) => dapp.request<T>({ topic: session.topic, chainId: REGTEST, request: { method, params } })

    expect(await ask('getAccountAddresses', { account: payment, intentions: ['payment', 'ordinal'] })).toEqual([
      { address: payment, publicKey: Buffer.from(alice.payment.publicKey).toString('hex'), intention: 'payment' },
      { address: ordinals, publicKey: Buffer.from(alice.ordinals.publicKey).toString('hex'), intention: 'ordinal' },
    ])
    const signed = await ask<{ address: string; signature: string }>('signMessage', { account: payment, address: payment, message: 'over the relay', protocol: 'bip322' })
    expect(signed.address).toBe(payment)
    expect(Verifier.verifySignature(payment, 'over the relay', signed.signature)).toBe(true)

    // A PSBT spending one coin of the payment address: the wallet signs that input and returns it, nothing broadcast.
    const net = networks.regtest
    const psbt = new Psbt({ network: net })
      .addInput({ hash: 'aa'.repeat(32), index: 0, witnessUtxo: { script: btcAddress.toOutputScript(payment, net), value: 50_000n } })
      .addOutput({ address: ordinals, value: 40_000n })
    const answer = await ask<{ psbt: string; txid?: string }>('signPsbt', { account: payment, psbt: psbt.toBase64(), signInputs: [{ address: payment, index: 0 }], broadcast: false })
    expect(answer.txid).toBeUndefined()
    const back = Psbt.fromBase64(answer.psbt, { network: net })
    expect(back.validateSignaturesOfInput(0, (pubkey, hash, signature) => ecc.verify(hash, pubkey, signature))).toBe(true)
    // An address the wallet does not hold is refused, not signed for.
    await expect(ask('signMessage', { account: payment, address: RECEIVER, message: 'x', protocol: 'bip322' })).rejects.toMatchObject({ message: `Unknown address: ${RECEIVER}` })
    expect(bitcoinWallet.requests).toEqual(['getAccountAddresses', 'signMessage', 'signPsbt', 'signMessage'])
  } finally {
    await bitcoinWallet.stop()
  }
})

const COSMOS_CHAIN = 'cosmos:latch-local-1'
type StdSignature = { pub_key: { type: string; value: string }; signature: string }

it('offers the cosmos namespace: the account, direct and amino sign docs whose signatures verify, another signer refused', { timeout: 60_000 }, async () => {
  const cosmosWallet = await startTestWalletConnectWallet({
    relayUrl: relay.url,
    privateKey: ANVIL_KEYS[4],
    chains: [],
    cosmos: { chains: [{ chainId: 'latch-local-1', prefix: 'cosmos' }, { chainId: 'osmo-local-1', prefix: 'osmo' }] },
  })
  try {
    // The default key is @latch/local-cosmos's account 0, written with each chain's prefix.
    const [own] = await (await createAccountSigners(defaultTestCosmosMnemonic(0))('cosmos')).direct.getAccounts()
    const [osmo] = await (await createAccountSigners(defaultTestCosmosMnemonic(0))('osmo')).direct.getAccounts()
    if (!own || !osmo) throw new Error('no account derived')
    const address = own.address
    expect(cosmosWallet.cosmosAddresses).toEqual({ 'latch-local-1': address, 'osmo-local-1': osmo.address })
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { cosmos: { chains: [COSMOS_CHAIN], methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'], events: ['chainChanged', 'accountsChanged'] } },
    })
    await cosmosWallet.pair(uri as string)
    const session = await approval()
    expect(Object.keys(session.namespaces)).toEqual(['cosmos'])
    expect(session.namespaces.cosmos?.accounts).toEqual([`${COSMOS_CHAIN}:${address}`])
    const ask = <T>(method: string, params: unknown) => dapp.request<T>({ topic: session.topic, chainId: COSMOS_CHAIN, request: { method, params } })

    expect(await ask('cosmos_getAccounts', {})).toEqual([{ algo: 'secp256k1', address, pubkey: toBase64(own.pubkey) }])

    const verifies = (bytes: Uint8Array, signature: StdSignature) =>
      Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(fromBase64(signature.signature)), sha256(bytes), own.pubkey)

    const signDoc = { chainId: 'latch-local-1', accountNumber: '7', authInfoBytes: toBase64(Uint8Array.of(1, 2, 3)), bodyBytes: toBase64(Uint8Array.of(4, 5, 6)) }
    const direct = await ask<{ signature: StdSignature; signed: typeof signDoc }>('cosmos_signDirect', { signerAddress: address, signDoc })
    expect(direct.signed).toEqual(signDoc)
    expect(direct.signature.pub_key).toEqual({ type: 'tendermint/PubKeySecp256k1', value: toBase64(own.pubkey) })
    const bytes = makeSignBytes(makeSignDoc(Uint8Array.of(4, 5, 6), Uint8Array.of(1, 2, 3), 'latch-local-1', 7n))
    expect(await verifies(bytes, direct.signature)).toBe(true)
    expect(await verifies(makeSignBytes(makeSignDoc(Uint8Array.of(4, 5, 6), Uint8Array.of(1, 2, 3), 'latch-local-1', 8n)), direct.signature)).toBe(false)

    const aminoDoc: StdSignDoc = {
      chain_id: 'latch-local-1',
      account_number: '7',
      sequence: '3',
      fee: { amount: [{ denom: 'ulatch', amount: '5000' }], gas: '200000' },
      msgs: [{ type: 'cosmos-sdk/MsgSend', value: { from_address: address, to_address: osmo.address, amount: [{ denom: 'ulatch', amount: '1' }] } }],
      memo: 'over the relay',
    }
    const amino = await ask<{ signature: StdSignature; signed: StdSignDoc }>('cosmos_signAmino', { signerAddress: address, signDoc: aminoDoc })
    expect(amino.signed).toEqual(aminoDoc)
    expect(await verifies(serializeSignDoc(aminoDoc), amino.signature)).toBe(true)

    // Another key's address (and this key's address on another chain) is refused, not signed for.
    const other = (await (await createAccountSigners(defaultTestCosmosMnemonic(1))('cosmos')).direct.getAccounts())[0]?.address
    await expect(ask('cosmos_signDirect', { signerAddress: other, signDoc })).rejects.toMatchObject({ message: `Unknown account: ${other}` })
    await expect(ask('cosmos_signAmino', { signerAddress: osmo.address, signDoc: aminoDoc })).rejects.toMatchObject({ message: `Unknown account: ${osmo.address}` })
    expect(cosmosWallet.requests).toEqual(['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino', 'cosmos_signDirect', 'cosmos_signAmino'])
  } finally {
    await cosmosWallet.stop()
  }
})
