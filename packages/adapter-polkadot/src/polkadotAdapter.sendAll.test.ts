import { Keyring } from '@polkadot/api'
import { afterEach, describe, expect, it } from 'vitest'
import { PolkadotAdapter } from './polkadotAdapter'
import { accountData, setUpChainAndExtension } from './test/localChain'

// The existential deposit at both ends of a transfer, on @latch/local-polkadot's real runtime: a send of everything
// (transferAllowDeath, the account reaped), and a receiver new to the chain (it must get the deposit).
const setup = setUpChainAndExtension()

const adapters: PolkadotAdapter[] = []
afterEach(async () => {
  for (const a of adapters.splice(0)) await a.disconnect()
})

const ROC = 10n ** 12n
let fresh = 0
const freshAddress = () => new Keyring({ type: 'sr25519', ss58Format: setup.chain.node.ss58Prefix }).addFromUri(`//LatchSendAll${++fresh}`).address

/** Connected to the test extension; `bob` is its second account (//Bob, ed25519), which the chain does not endow. */
async function connected(): Promise<{ a: PolkadotAdapter; alice: string; bob: string }> {
  const a = new PolkadotAdapter({ reconnectWaitMs: 100, ss58Prefixes: setup.chain.ss58Prefixes })
  adapters.push(a)
  a.setup({ networks: [setup.chain.network] })
  a.syncConnectors()
  const connection = await a.connect({ connectorId: setup.wallet.key, caipNetworkId: setup.chain.network.caipNetworkId })
  const [alice, bob] = connection.accounts.map((x) => x.address)
  if (!alice || !bob) throw new Error('the test extension holds two accounts')
  return { a, alice, bob }
}

const request = (from: string, to: string, amount: bigint) => ({ from, to, amount, symbol: 'ROC', decimals: 12, caipNetworkId: setup.chain.network.caipNetworkId })

const allowDeath = () => {
  const calls = setup.chain.api.tx.balances!
  return (calls.transferAllowDeath ?? calls.transfer)!
}

/** Gives `address` exactly `free` planck and nothing else, as a fresh account holding it would be. */
async function fund(address: string, free: bigint): Promise<void> {
  await setup.chain.send('dev_setStorage', [{ System: { Account: [[[address], { providers: 1, data: { free: free.toString() } }]] } }])
}

describe('PolkadotAdapter transfers and the existential deposit', () => {
  it('sends everything with transferAllowDeath: the receiver gets it all, the account is reaped, the transfer says so', { timeout: 60_000 }, async () => {
    const { a, bob } = await connected()
    await fund(bob, 10n * ROC)
    const to = freshAddress()
    // What core's Max does: price all of it, then send all but the fee.
    const probe = await a.transfers.prepare(request(bob, to, 10n * ROC))
    expect(probe.fee).toBe((await allowDeath()(to, 10n * ROC).paymentInfo(bob)).partialFee.toBigInt())
    const amount = 10n * ROC - probe.fee
    const prepared = await a.transfers.prepare(request(bob, to, amount))
    expect(prepared).toMatchObject({ fee: probe.fee, closesAccount: true, minRemaining: setup.chain.node.existentialDeposit })
    const hash = await prepared.submit()
    const block = await setup.chain.api.rpc.chain.getBlock()
    const sent = block.block.extrinsics.find((x) => x.hash.toHex() === hash)
    // This runtime predates the 2023 rename: its transferAllowDeath is still called `transfer`.
    expect(sent && `${sent.method.section}.${sent.method.method}`).toBe('balances.transfer')
    expect((await accountData(setup.chain.api, to)).free).toBe(amount)
    // Reaped: no balance, and the account record is gone (its nonce starts again from 0).
    expect((await accountData(setup.chain.api, bob)).free).toBe(0n)
    expect(((await setup.chain.api.query.system!.account!(bob)) as unknown as { providers: { toNumber(): number } }).providers.toNumber()).toBe(0)
  })

  it('a remainder above nothing but below the deposit stays keep-alive, so the runtime refuses rather than reaping the dust', { timeout: 60_000 }, async () => {
    const { a, bob } = await connected()
    await fund(bob, 10n * ROC)
    const to = freshAddress()
    // The fee depends on the call's length, so it is priced for an amount as long as the one sent (9.99… ROC).
    const keepAliveFee = (await setup.chain.api.tx.balances!.transferKeepAlive!(to, 9n * ROC).paymentInfo(bob)).partialFee.toBigInt()
    const prepared = await a.transfers.prepare(request(bob, to, 10n * ROC - keepAliveFee - 1n))
    expect(prepared.closesAccount).toBeUndefined()
    expect(prepared.fee).toBe(keepAliveFee)
    await expect(prepared.submit()).rejects.toMatchObject({ code: 'POLKADOT_EXTRINSIC_FAILED', reason: 'balances.KeepAlive' })
    expect((await accountData(setup.chain.api, bob)).free).toBe(10n * ROC - keepAliveFee)
  })

  it('funds held keep an emptied account alive: everything transferable goes and nothing is said to close', { timeout: 60_000 }, async () => {
    const { a, bob } = await connected()
    await setup.chain.send('dev_setStorage', [{ System: { Account: [[[bob], { providers: 1, consumers: 1, data: { free: (10n * ROC).toString(), reserved: ROC.toString() } }]] } }])
    const to = freshAddress()
    const probe = await a.transfers.prepare(request(bob, to, 10n * ROC))
    const all = await a.transfers.prepare(request(bob, to, 10n * ROC - probe.fee))
    expect(all.fee).toBe(probe.fee)
    expect(all.closesAccount).toBeUndefined()
  })

  it('a receiver new to the chain must get the deposit; one it knows takes any amount', { timeout: 60_000 }, async () => {
    const { a, alice } = await connected()
    const ed = setup.chain.node.existentialDeposit
    const newcomer = await a.transfers.prepare(request(alice, freshAddress(), ed - 1n))
    expect(newcomer.minAmount).toBe(ed)
    // What core refuses with BELOW_MIN_AMOUNT, the runtime refuses too: nothing arrives.
    const to = freshAddress()
    await expect((await a.transfers.prepare(request(alice, to, ed - 1n))).submit()).rejects.toMatchObject({ code: 'POLKADOT_EXTRINSIC_FAILED' })
    expect((await accountData(setup.chain.api, to)).free).toBe(0n)
    await (await a.transfers.prepare(request(alice, to, ed))).submit()
    const known = await a.transfers.prepare(request(alice, to, 1n))
    expect(known.minAmount).toBeUndefined()
    await known.submit()
    expect((await accountData(setup.chain.api, to)).free).toBe(ed + 1n)
  })
})
