import { Psbt } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { base64ToBytes, bytesToBase64, defaultTestBitcoinKeys, deriveAccount, ecc } from './keys'
import { BITCOIN_NETWORKS } from './networks'
import { BitcoinConnect, BitcoinSignTransaction } from './standardFeatures'
import { createTestBitcoinWallet } from './wallet'

const network = BITCOIN_NETWORKS.regtest.bitcoinjs
const alice = deriveAccount(defaultTestBitcoinKeys(0), 'regtest')
const stranger = deriveAccount(defaultTestBitcoinKeys(1), 'regtest')
const fakeTxid = (n: number) => n.toString(16).padStart(64, '0')

/** Spends fake prevouts: alice's payment (P2WPKH), alice's ordinals (P2TR), and, if asked, a stranger's P2WPKH. */
function unsignedPsbt(withStranger = false): Psbt {
  const psbt = new Psbt({ network })
  psbt.addInput({ hash: fakeTxid(1), index: 0, witnessUtxo: { script: alice.payment.script, value: 60_000n } })
  psbt.addInput({ hash: fakeTxid(2), index: 1, witnessUtxo: { script: alice.ordinals.script, value: 10_000n }, tapInternalKey: alice.ordinals.publicKey })
  if (withStranger) psbt.addInput({ hash: fakeTxid(3), index: 0, witnessUtxo: { script: stranger.payment.script, value: 5_000n } })
  psbt.addOutput({ address: stranger.payment.address, value: 65_000n })
  return psbt
}

// ECDSA for segwit v0 inputs, Schnorr for taproot ones: what a node's script check runs.
const validator = (pubkey: Uint8Array, hash: Uint8Array, signature: Uint8Array) => (pubkey.length === 32 ? ecc.verifySchnorr(hash, pubkey, signature) : ecc.verify(hash, pubkey, signature))

describe('signing PSBTs', () => {
  it('bitcoin:signTransaction signs a P2WPKH input with the payment key and a P2TR key-path input with the tweaked ordinals key, unfinalized', async () => {
    const wallet = createTestBitcoinWallet({ storage: null })
    const [payment, ordinals] = (await wallet.features[BitcoinConnect].connect({ purposes: ['payment', 'ordinals'] })).accounts
    const [out] = await wallet.features[BitcoinSignTransaction].signTransaction({
      psbt: unsignedPsbt().toBuffer(),
      inputsToSign: [
        { account: payment!, signingIndexes: [0] },
        { account: ordinals!, signingIndexes: [1] },
      ],
      chain: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    })
    const signed = Psbt.fromBuffer(out!.signedPsbt, { network })
    expect(signed.data.inputs[0]?.partialSig?.[0]?.pubkey).toEqual(alice.payment.publicKey)
    expect(signed.data.inputs[1]?.tapKeySig).toHaveLength(64)
    expect(signed.validateSignaturesOfInput(0, validator)).toBe(true)
    expect(signed.validateSignaturesOfInput(1, validator)).toBe(true)
    expect(signed.data.inputs[0]?.finalScriptWitness).toBeUndefined()
    // The app finalizes, and the transaction comes out with a witness for each input.
    const tx = signed.finalizeAllInputs().extractTransaction()
    expect(tx.ins.map((i) => i.witness.length)).toEqual([2, 1])
  })

  it('WBIP004 signPsbt signs by address, finalizes when asked, and the extracted transaction is complete', async () => {
    const wallet = createTestBitcoinWallet({ storage: null })
    await wallet.provider.request('getAddresses', { purposes: ['payment', 'ordinals'] })
    const response = (await wallet.provider.request('signPsbt', {
      psbt: unsignedPsbt().toBase64(),
      signInputs: { [alice.payment.address]: [0], [alice.ordinals.address]: [1] },
      finalize: true,
    })) as { result: { psbt: string; txid?: string } }
    expect(response.result.txid).toBeUndefined()
    const signed = Psbt.fromBase64(response.result.psbt, { network })
    const tx = signed.extractTransaction()
    expect(tx.ins).toHaveLength(2)
    expect(tx.ins[1]?.witness[0]).toHaveLength(64)
    expect(wallet.control.requests().at(-1)).toMatchObject({ method: 'signPsbt', via: 'wbip', inputs: [0, 1], address: `${alice.payment.address},${alice.ordinals.address}`, detail: unsignedPsbt().toBase64() })
  })

  it('with no signInputs, signs every input the wallet owns and leaves the others', async () => {
    const wallet = createTestBitcoinWallet({ storage: null, authorized: true })
    await wallet.provider.request('getAddresses', { purposes: ['payment', 'ordinals'] })
    const response = (await wallet.provider.request('signPsbt', { psbt: unsignedPsbt(true).toBase64() })) as { result: { psbt: string } }
    const signed = Psbt.fromBase64(response.result.psbt, { network })
    expect(signed.data.inputs.map((i) => Boolean(i.partialSig?.length || i.tapKeySig))).toEqual([true, true, false])
  })

  it('refuses, before asking, an input it does not own, an input named for the wrong address, and a missing input', async () => {
    const wallet = createTestBitcoinWallet({ storage: null })
    const [payment, ordinals] = (await wallet.features[BitcoinConnect].connect({ purposes: ['payment', 'ordinals'] })).accounts
    const sign = wallet.features[BitcoinSignTransaction].signTransaction
    await expect(sign({ psbt: unsignedPsbt(true).toBuffer(), inputsToSign: [{ account: payment!, signingIndexes: [0, 2] }] })).rejects.toThrow(/Input 2 does not spend an output of this wallet/)
    await expect(sign({ psbt: unsignedPsbt().toBuffer(), inputsToSign: [{ account: ordinals!, signingIndexes: [0] }] })).rejects.toThrow(/Input 0 spends bcrt1q.*, not bcrt1p/)
    await expect(sign({ psbt: unsignedPsbt().toBuffer(), inputsToSign: [{ account: payment!, signingIndexes: [7] }] })).rejects.toThrow(/no input 7/)
    await expect(sign({ psbt: unsignedPsbt().toBuffer(), inputsToSign: [{ account: payment!, signingIndexes: [0] }], chain: 'bip122:000000000019d6689c085ae165831e93' })).rejects.toThrow(/not bip122:0000/)
    expect(await wallet.provider.request('signPsbt', { psbt: unsignedPsbt().toBase64(), signInputs: { [stranger.payment.address]: [0] } })).toMatchObject({ error: { code: -32602, message: expect.stringMatching(/Unknown address/) } })
    expect(await wallet.provider.request('signPsbt', { psbt: bytesToBase64(base64ToBytes('cHNidP8=')) })).toMatchObject({ error: { code: -32602 } })
    expect(wallet.control.requests().filter((r) => r.method === 'signPsbt')).toEqual([])
  })

  it('a rejected signPsbt leaves the PSBT unsigned and reports -32000; a held one waits for the test', async () => {
    const wallet = createTestBitcoinWallet({ storage: null, authorized: true, mode: 'manual' })
    await wallet.provider.request('getAddresses', { purposes: ['payment', 'ordinals'] })
    const pending = wallet.provider.request('signPsbt', { psbt: unsignedPsbt().toBase64(), signInputs: { [alice.payment.address]: [0] } })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(wallet.control.pending()).toMatchObject([{ method: 'signPsbt', inputs: [0] }])
    wallet.control.reject()
    expect(await pending).toMatchObject({ error: { code: -32000 } })
  })

  it('honours a sigHash the app asks for', async () => {
    const wallet = createTestBitcoinWallet({ storage: null })
    const [payment] = (await wallet.features[BitcoinConnect].connect({ purposes: ['payment'] })).accounts
    const [out] = await wallet.features[BitcoinSignTransaction].signTransaction({ psbt: unsignedPsbt().toBuffer(), inputsToSign: [{ account: payment!, signingIndexes: [0], sigHash: 'ALL|ANYONECANPAY' }] })
    const signature = Psbt.fromBuffer(out!.signedPsbt).data.inputs[0]?.partialSig?.[0]?.signature
    expect(signature?.at(-1)).toBe(0x81)
  })
})
