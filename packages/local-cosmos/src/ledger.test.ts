import { MsgDelegate } from 'cosmjs-types/cosmos/staking/v1beta1/tx'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { describe, expect, it } from 'vitest'
import { addressOf, testMnemonic } from './accounts'
import { TxError } from './errors'
import { LocalChain } from './localChain'
import { keyOf, type SendOptions, signedSend } from './test/transactions'

const chain = new LocalChain({ accounts: 3 })
const { ledger } = chain
const [alice, bob, carol] = chain.accounts as [(typeof chain.accounts)[0], (typeof chain.accounts)[0], (typeof chain.accounts)[0]]
const aliceKey = keyOf(testMnemonic(0))
const bobKey = keyOf(testMnemonic(1))

/** A valid send from alice at her current sequence; `overrides` break one thing at a time. */
function aliceSends(overrides: Partial<SendOptions> = {}): Uint8Array {
  const account = ledger.account(alice.address)!
  return signedSend({ key: aliceKey, from: alice.address, to: bob.address, amount: [{ denom: 'ulatch', amount: '1000' }], chainId: ledger.chainId, accountNumber: account.accountNumber, sequence: account.sequence, ...overrides })
}

/** Delivers `tx`, expects the refusal, and checks that no state (balances, sequences, blocks) changed. */
function expectRefused(tx: Uint8Array, code: number, log: string | RegExp): void {
  const before = { appHash: ledger.appHash(), height: ledger.height, txs: ledger.txs.length }
  let error: unknown
  try {
    ledger.deliver(tx)
  } catch (e) {
    error = e
  }
  expect(error).toBeInstanceOf(TxError)
  expect((error as TxError).code).toBe(code)
  if (typeof log === 'string') expect((error as TxError).log).toBe(log)
  else expect((error as TxError).log).toMatch(log)
  expect({ appHash: ledger.appHash(), height: ledger.height, txs: ledger.txs.length }).toEqual(before)
}

describe('genesis', () => {
  it('funds the test accounts with both denoms and numbers their accounts in order', () => {
    for (const [i, account] of chain.accounts.entries()) {
      expect(ledger.allBalances(account.address)).toEqual([
        { denom: 'ulatch', amount: '1000000000000' },
        { denom: 'uother', amount: '500000000' },
      ])
      expect(ledger.account(account.address)).toEqual({ address: account.address, accountNumber: BigInt(i), sequence: 0n })
    }
    expect(ledger.height).toBe(1)
    // The SDK's fee_collector module address under the cosmos prefix.
    expect(ledger.feeCollector).toBe('cosmos17xpfvakm2amg962yls6f84z3kell8c5lserqta')
  })
})

describe('an accepted send', () => {
  it('charges the fee, moves the amount, bumps the sequence, sets the public key and lands in its own block', () => {
    const tx = aliceSends({ memo: 'first', fee: [{ denom: 'ulatch', amount: '5000' }], gas: 200_000n })
    const simulated = ledger.simulate(TxRaw.encode({ ...TxRaw.decode(tx), signatures: [new Uint8Array()] }).finish())
    const height = ledger.height
    const result = ledger.deliver(tx)
    expect(result.height).toBe(height + 1)
    expect(result.result.gasUsed).toBe(simulated.gasUsed)
    expect(ledger.balance(alice.address, 'ulatch')).toBe(1_000_000_000_000n - 1000n - 5000n)
    expect(ledger.balance(bob.address, 'ulatch')).toBe(1_000_000_000_000n + 1000n)
    expect(ledger.balance(ledger.feeCollector, 'ulatch')).toBe(5000n)
    expect(ledger.account(alice.address)).toMatchObject({ sequence: 1n, publicKey: aliceKey.publicKey })
    expect(ledger.tx(result.hash)?.height).toBe(result.height)
    expect(result.hash).toMatch(/^[0-9A-F]{64}$/)
  })

  it('creates the account of a new recipient, as the bank module does', () => {
    const stranger = 'cosmos1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnrql8a'
    expect(ledger.account(stranger)).toBeUndefined()
    ledger.deliver(aliceSends({ to: stranger }))
    expect(ledger.account(stranger)).toMatchObject({ sequence: 0n })
    expect(ledger.balance(stranger, 'ulatch')).toBe(1000n)
  })

  it('pays from the faucet with a signed transaction', () => {
    const funded = chain.fund(carol.address, 42n, 'uother')
    expect(ledger.balance(carol.address, 'uother')).toBe(500_000_042n)
    expect(funded.result.events.find((e) => e.type === 'transfer' && e.attributes.some((a) => a.value === carol.address))).toBeDefined()
  })
})

describe('refusals (state unchanged each time)', () => {
  it('a signature by another key', () => {
    const sequence = ledger.account(alice.address)!.sequence
    expectRefused(aliceSends({ signWith: bobKey.privateKey }), 4, `signature verification failed; please verify account number (0), sequence (${sequence}) and chain-id (latch-local-1): unauthorized`)
  })

  it('a malleated (high-S) copy of a valid signature', () => {
    const raw = TxRaw.decode(aliceSends())
    const signature = raw.signatures[0]!
    const order = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
    const highS = order - BigInt(`0x${Buffer.from(signature.subarray(32)).toString('hex')}`)
    const malleated = Uint8Array.from([...signature.subarray(0, 32), ...Buffer.from(highS.toString(16).padStart(64, '0'), 'hex')])
    expectRefused(TxRaw.encode({ ...raw, signatures: [malleated] }).finish(), 4, /^signature verification failed/)
    // The original, low-S signature is fine.
    expect(ledger.check(TxRaw.encode(raw).finish()).code).toBe(0)
  })

  it('a public key that is not the signer’s', () => {
    expectRefused(aliceSends({ key: bobKey }), 8, `pubKey does not match signer address ${alice.address} with signer index: 0: invalid pubkey`)
  })

  it('a replayed transaction and one signed at an old sequence', () => {
    const tx = aliceSends()
    ledger.deliver(tx)
    const sequence = ledger.account(alice.address)!.sequence
    expectRefused(tx, 32, `account sequence mismatch, expected ${sequence}, got ${sequence - 1n}: incorrect account sequence`)
    expectRefused(aliceSends({ sequence: sequence - 1n, memo: 'again' }), 32, /^account sequence mismatch/)
  })

  it('a transaction signed for another chain id', () => {
    expectRefused(aliceSends({ chainId: 'cosmoshub-4' }), 4, /^signature verification failed; .* and chain-id \(latch-local-1\): unauthorized$/)
  })

  it('a fee below gas limit × 0.025ulatch, or in another denom', () => {
    expectRefused(aliceSends({ gas: 200_000n, fee: [{ denom: 'ulatch', amount: '4999' }] }), 13, 'insufficient fees; got: 4999ulatch required: 5000ulatch: insufficient fee')
    expectRefused(aliceSends({ gas: 200_000n, fee: [{ denom: 'uother', amount: '5000' }] }), 13, 'insufficient fees; got: 5000uother required: 5000ulatch: insufficient fee')
    expectRefused(aliceSends({ gas: 200_000n, fee: [] }), 13, 'insufficient fees; got: 0 required: 5000ulatch: insufficient fee')
  })

  it('a gas limit below what the transaction uses', () => {
    expectRefused(aliceSends({ gas: 1_000n, fee: [{ denom: 'ulatch', amount: '25' }] }), 11, /^out of gas in location: txSize; gasWanted: 1000, gasUsed: \d+: out of gas$/)
  })

  it('a memo of 257 characters', () => {
    expectRefused(aliceSends({ memo: 'x'.repeat(257) }), 12, 'maximum number of characters is 256 but received 257 characters: memo too large')
  })

  it('a message other than MsgSend', () => {
    const delegate = { typeUrl: '/cosmos.staking.v1beta1.MsgDelegate', value: MsgDelegate.encode({ delegatorAddress: alice.address, validatorAddress: 'cosmosvaloper1', amount: { denom: 'ulatch', amount: '1' } }).finish() }
    expectRefused(aliceSends({ messages: [delegate] }), 6, /^unrecognized message type: \/cosmos\.staking\.v1beta1\.MsgDelegate: this local chain executes only \/cosmos\.bank\.v1beta1\.MsgSend; message index: 0: unknown request$/)
  })

  it('more than the balance, in the amount or the fee', () => {
    expectRefused(aliceSends({ amount: [{ denom: 'uother', amount: '500000001' }] }), 5, 'spendable balance 500000000uother is smaller than 500000001uother; message index: 0: insufficient funds')
    const poor = keyOf(testMnemonic(98))
    const address = addressOf(poor.publicKey, 'cosmos')
    chain.fund(address, 10n)
    const tx = signedSend({ key: poor, from: address, to: bob.address, amount: [{ denom: 'ulatch', amount: '1' }], chainId: ledger.chainId, accountNumber: ledger.account(address)!.accountNumber, sequence: 0n })
    expectRefused(tx, 5, 'insufficient funds to pay for fees; 10ulatch < 5000ulatch: insufficient funds')
  })

  it('a signer with no account', () => {
    const nobody = keyOf(testMnemonic(99))
    const address = addressOf(nobody.publicKey, 'cosmos')
    const tx = signedSend({ key: nobody, from: address, to: bob.address, amount: [{ denom: 'ulatch', amount: '1' }], chainId: ledger.chainId, accountNumber: 0n, sequence: 0n })
    expectRefused(tx, 9, `account ${address} not found: unknown address`)
  })

  it('garbage bytes, and a transaction with trailing unknown fields', () => {
    expectRefused(Uint8Array.from([0xde, 0xad, 0xbe, 0xef, 1, 2, 3]), 2, /: tx parse error$/)
    expectRefused(new Uint8Array(), 18, 'must contain at least one message: invalid request')
    expectRefused(Uint8Array.from([...aliceSends(), 0x20, 0x01]), 2, 'unknown or non-canonical fields: tx parse error')
  })

  it('a signature count that does not match the signers', () => {
    const raw = TxRaw.decode(aliceSends())
    expectRefused(TxRaw.encode({ ...raw, signatures: [...raw.signatures, ...raw.signatures] }).finish(), 4, 'wrong number of signatures; expected 1, got 2: unauthorized')
  })
})
