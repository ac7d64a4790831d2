import { ApiPromise, Keyring, type SubmittableResult, WsProvider } from '@polkadot/api'
import type { SubmittableExtrinsic } from '@polkadot/api/types'
import type { KeyringPair } from '@polkadot/keyring/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalPolkadot, type StartLocalPolkadotReturnType } from './server'

let node: StartLocalPolkadotReturnType
let api: ApiPromise
let alice: KeyringPair

type EventRecord = SubmittableResult['events'][number]

beforeAll(async () => {
  node = await startLocalPolkadot({ port: 0, accounts: ['alice'] })
  api = await ApiPromise.create({ provider: new WsProvider(node.url), noInitWarn: true })
  alice = node.accounts[0]!.pair
}, 120_000)
afterAll(async () => {
  await api?.disconnect()
  await node?.close()
})

const free = async (address: string) => (await api.query.system.account(address)).data.free.toBigInt()

/**
 * Signs and submits `tx`; resolves with the block it landed in and its events once it is in a block. The nonce is
 * asked for each time: @polkadot/api's derived nonce is cached for ~2 s, longer than this chain takes to include one.
 */
async function submit(tx: SubmittableExtrinsic<'promise'>, signer: KeyringPair) {
  const nonce = await api.rpc.system.accountNextIndex(signer.address)
  return new Promise<{ blockHash: string; events: EventRecord[] }>((resolve, reject) => {
    tx.signAndSend(signer, { nonce }, ({ status, events }) => {
      if (status.isInBlock) resolve({ blockHash: status.asInBlock.toHex(), events })
      else if (status.isInvalid || status.isDropped || status.isUsurped) reject(new Error(`Extrinsic ${status.type}.`))
    }).catch(reject)
  })
}

/**
 * What the extrinsic signed by `payer` did: the fee it paid and its dispatch error as `Pallet.Error`, if it failed.
 * This runtime predates TransactionPayment's fee event; the fee shows as the Balances.Withdraw from the payer.
 */
function outcome(events: EventRecord[], payer: string) {
  let fee = 0n
  for (const { event } of events) if (api.events.balances.Withdraw.is(event) && event.data.who.toString() === payer) fee += event.data.amount.toBigInt()
  const failed = events.find(({ event }) => api.events.system.ExtrinsicFailed.is(event))
  let error: string | undefined
  if (failed && api.events.system.ExtrinsicFailed.is(failed.event)) {
    const dispatchError = failed.event.data.dispatchError
    if (dispatchError.isModule) {
      const meta = api.registry.findMetaError(dispatchError.asModule)
      error = `${meta.section}.${meta.name}`
    } else error = dispatchError.type === 'Token' ? `Token.${dispatchError.asToken.type}` : dispatchError.type
  }
  return { fee, error, success: events.some(({ event }) => api.events.system.ExtrinsicSuccess.is(event)) }
}

describe('transfers on the local chain', () => {
  it('includes a signed transferKeepAlive in a block at once: the receiver gets the amount, Alice pays it and the fee', async () => {
    const receiver = new Keyring({ type: 'sr25519', ss58Format: node.ss58Prefix }).addFromUri('//LatchFreshReceiver').address
    const amount = 12_345n * 10n ** 9n // 12.345 ROC
    const [aliceBefore, receiverBefore, headBefore] = [await free(alice.address), await free(receiver), (await api.rpc.chain.getHeader()).number.toNumber()]
    expect(receiverBefore).toBe(0n)

    const tx = api.tx.balances.transferKeepAlive(receiver, amount)
    const quoted = (await tx.paymentInfo(alice)).partialFee.toBigInt()
    const { blockHash, events } = await submit(tx, alice)
    const block = await api.rpc.chain.getBlock(blockHash)
    expect(block.block.header.number.toNumber()).toBe(headBefore + 1)
    expect(block.block.extrinsics.some((x) => x.isSigned && x.signer.toString() === alice.address)).toBe(true)

    const { fee, error, success } = outcome(events, alice.address)
    expect([success, error]).toEqual([true, undefined])
    expect(fee).toBeGreaterThan(0n)
    expect(fee).toBe(quoted)
    expect(await free(receiver)).toBe(amount)
    expect(await free(alice.address)).toBe(aliceBefore - amount - fee)
  })

  it('fails a transferKeepAlive that would leave Alice below the existential deposit, charging only the fee', async () => {
    const receiver = new Keyring({ type: 'sr25519', ss58Format: node.ss58Prefix }).addFromUri('//LatchKeepAliveReceiver').address
    const before = await free(alice.address)
    // Alice can pay the fee and the amount, but would keep half the existential deposit.
    const quote = async (amount: bigint) => (await api.tx.balances.transferKeepAlive(receiver, amount).paymentInfo(alice)).partialFee.toBigInt()
    const amount = before - (await quote(before)) - node.existentialDeposit / 2n

    const { events } = await submit(api.tx.balances.transferKeepAlive(receiver, amount), alice)
    const { fee, error, success } = outcome(events, alice.address)
    expect(success).toBe(false)
    expect(error).toBe('balances.KeepAlive')
    expect(await free(receiver)).toBe(0n)
    expect(await free(alice.address)).toBe(before - fee)
  })
})
