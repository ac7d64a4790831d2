import type { RemoteWalletTransport } from '@latch/core'
import { Keyring } from '@polkadot/api'
import { afterEach, describe, expect, it } from 'vitest'
import { polkadot } from './networks'
import { PolkadotAdapter } from './polkadotAdapter'
import { accountData, payloadsAsked, setUpChainAndExtension } from './test/localChain'

// One chain for the file: reads and transfers against @latch/local-polkadot's real runtime (fees, nonces, the
// existential deposit are its own). Each transfer goes to a fresh address, so tests do not see each other's.
const setup = setUpChainAndExtension()

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  setup.wallet.control.setMode('approve')
  for (const c of cleanups.splice(0).reverse()) await c()
})

const ROC = 10n ** 12n
let fresh = 0
/** An address nobody has used, under the chain's prefix. */
const freshAddress = () => new Keyring({ type: 'sr25519', ss58Format: setup.chain.node.ss58Prefix }).addFromUri(`//LatchAdapterReceiver${++fresh}`).address
const alice = () => setup.chain.node.accounts.find((a) => a.name === 'alice')!.address

function adapter(): PolkadotAdapter {
  const a = new PolkadotAdapter({ reconnectWaitMs: 100, ss58Prefixes: setup.chain.ss58Prefixes })
  a.setup({ networks: [setup.chain.network, polkadot] })
  cleanups.push(() => a.disconnect())
  return a
}

async function connected(): Promise<{ a: PolkadotAdapter; address: string }> {
  const a = adapter()
  a.syncConnectors()
  const connection = await a.connect({ connectorId: setup.wallet.key, caipNetworkId: setup.chain.network.caipNetworkId })
  return { a, address: connection.address }
}

const request = (from: string, to: string, amount: bigint) => ({ from, to, amount, symbol: 'ROC', decimals: 12, caipNetworkId: setup.chain.network.caipNetworkId })

describe('PolkadotAdapter reads', () => {
  it('reads the transferable balance, formatted with the network decimals', { timeout: 30_000 }, async () => {
    const a = adapter()
    const { free, miscFrozen, feeFrozen } = await accountData(setup.chain.api, alice())
    expect([miscFrozen, feeFrozen]).toEqual([0n, 0n])
    const balance = await a.reads.getBalance({ address: alice(), caipNetworkId: setup.chain.network.caipNetworkId })
    expect(balance).toEqual({ balance: a.formatUnits(free, 12), symbol: 'ROC' })
    expect(a.parseUnits(balance.balance, 12)).toBe(free)
  })

  it('leaves out what the larger lock holds (this runtime has miscFrozen and feeFrozen)', { timeout: 30_000 }, async () => {
    const address = freshAddress()
    // chopsticks writes the account as the runtime would hold it: 10 ROC free, 1 reserved, locks of 4 and 2.
    const data = { free: 10n * ROC, reserved: ROC, miscFrozen: 4n * ROC, feeFrozen: 2n * ROC }
    await setup.chain.send('dev_setStorage', [{ System: { Account: [[[address], { providers: 1, data: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v.toString()])) }]] } }])
    expect(await accountData(setup.chain.api, address)).toEqual(data)
    const balance = await adapter().reads.getBalance({ address, caipNetworkId: setup.chain.network.caipNetworkId })
    expect(balance).toEqual({ balance: '6', symbol: 'ROC' })
    // What that one figure is made of, for a dapp that shows more.
    expect(await adapter().getBalances({ address, caipNetworkId: setup.chain.network.caipNetworkId })).toEqual({ free: '10', reserved: '1', frozen: '4', transferable: '6', symbol: 'ROC' })
  })

  it('refuses an address of another network, and a network the dapp did not set up', async () => {
    const a = adapter()
    const onPolkadot = new Keyring({ ss58Format: 0 }).encodeAddress(alice())
    await expect(a.reads.getBalance({ address: onPolkadot, caipNetworkId: setup.chain.network.caipNetworkId })).rejects.toMatchObject({ code: 'INVALID_ADDRESS' })
    await expect(a.reads.getBalance({ address: alice(), caipNetworkId: 'polkadot:00000000000000000000000000000000' })).rejects.toMatchObject({ code: 'NETWORK_UNKNOWN' })
  })

  it('reads again after disconnect closed its connection', { timeout: 30_000 }, async () => {
    const a = adapter()
    const params = { address: alice(), caipNetworkId: setup.chain.network.caipNetworkId }
    const first = await a.reads.getBalance(params)
    await a.disconnect()
    expect(await a.reads.getBalance(params)).toEqual(first)
  })

  it('is RpcUnavailable when the node cannot be reached', { timeout: 30_000 }, async () => {
    const a = new PolkadotAdapter({ ss58Prefixes: setup.chain.ss58Prefixes })
    a.setup({ networks: [{ ...setup.chain.network, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } }] })
    cleanups.push(() => a.disconnect())
    await expect(a.reads.getBalance({ address: alice(), caipNetworkId: setup.chain.network.caipNetworkId })).rejects.toMatchObject({ code: 'RPC_UNAVAILABLE' })
  })
})

describe('PolkadotAdapter transfers', () => {
  it('prices a transfer with paymentInfo and keeps the existential deposit', { timeout: 30_000 }, async () => {
    const { a, address } = await connected()
    const to = freshAddress()
    const prepared = await a.transfers.prepare(request(address, to, 5n * ROC))
    const quoted = (await setup.chain.api.tx.balances!.transferKeepAlive!(to, 5n * ROC).paymentInfo(address)).partialFee.toBigInt()
    expect(prepared.fee).toBeGreaterThan(0n)
    expect(prepared.fee).toBe(quoted)
    expect(prepared.minRemaining).toBe(setup.chain.node.existentialDeposit)
    expect(prepared.activity).toEqual({ from: address, to, transfers: [{ direction: 'out', symbol: 'ROC', amount: (5n * ROC).toString(), decimals: 12, counterparty: to }] })
    // Nothing is signed until submit.
    expect(payloadsAsked(setup.wallet)).toHaveLength(0)
  })

  it('moves exactly the amount when submitted; the sender pays it and the fee', { timeout: 30_000 }, async () => {
    const { a, address } = await connected()
    const to = freshAddress()
    const amount = 12_345n * 10n ** 9n
    const before = (await accountData(setup.chain.api, address)).free
    const prepared = await a.transfers.prepare(request(address, to, amount))
    const hash = await prepared.submit()
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await accountData(setup.chain.api, to)).free).toBe(amount)
    expect((await accountData(setup.chain.api, address)).free).toBe(before - amount - prepared.fee)
    // The hash is the extrinsic's in the new head block.
    const block = await setup.chain.api.rpc.chain.getBlock()
    expect(block.block.extrinsics.map((x) => x.hash.toHex())).toContain(hash)
    // The test extension signed it itself, from the payload alone (no metadata), and the runtime took the signature
    // over this runtime's extensions (ChargeAssetTxPayment among them; it predates CheckMetadataHash).
    expect(payloadsAsked(setup.wallet).at(-1)).toMatchObject({ address, genesisHash: setup.chain.api.genesisHash.toHex() })
    expect(payloadsAsked(setup.wallet).at(-1)?.signedExtensions).toContain('ChargeAssetTxPayment')
  })

  it('sends twice in a row from one account (the nonce comes from the node each time)', { timeout: 30_000 }, async () => {
    const { a, address } = await connected()
    const to = freshAddress()
    await (await a.transfers.prepare(request(address, to, ROC))).submit()
    await (await a.transfers.prepare(request(address, to, ROC))).submit()
    expect((await accountData(setup.chain.api, to)).free).toBe(2n * ROC)
  })

  it('is USER_REJECTED when the user refuses in the extension, and nothing moves', { timeout: 30_000 }, async () => {
    const { a, address } = await connected()
    const to = freshAddress()
    const before = await accountData(setup.chain.api, address)
    const prepared = await a.transfers.prepare(request(address, to, ROC))
    setup.wallet.control.setMode('reject')
    await expect(prepared.submit()).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(setup.wallet.control.requests().at(-1)).toMatchObject({ method: 'signPayload', status: 'rejected' })
    expect(payloadsAsked(setup.wallet).at(-1)).toMatchObject({ genesisHash: setup.chain.api.genesisHash.toHex() })
    expect(await accountData(setup.chain.api, address)).toEqual(before)
    expect((await accountData(setup.chain.api, to)).free).toBe(0n)
  })

  it('reports the runtime refusing a send below the existential deposit; only the fee is charged', { timeout: 30_000 }, async () => {
    const { a, address } = await connected()
    const to = freshAddress()
    const { free } = await accountData(setup.chain.api, address)
    const probe = await a.transfers.prepare(request(address, to, free))
    // What core would refuse with BELOW_MIN_REMAINING: leaves one planck, below the deposit.
    const prepared = await a.transfers.prepare(request(address, to, free - probe.fee - 1n))
    await expect(prepared.submit()).rejects.toMatchObject({ code: 'POLKADOT_EXTRINSIC_FAILED', reason: 'balances.KeepAlive' })
    expect((await accountData(setup.chain.api, address)).free).toBe(free - prepared.fee)
    expect((await accountData(setup.chain.api, to)).free).toBe(0n)
  })

  it('refuses a bad receiver, a non-native asset, and a sender the wallet does not hold', { timeout: 30_000 }, async () => {
    const { a, address } = await connected()
    const onPolkadot = new Keyring({ ss58Format: 0 }).encodeAddress(freshAddress())
    await expect(a.transfers.prepare(request(address, onPolkadot, ROC))).rejects.toMatchObject({ code: 'INVALID_ADDRESS' })
    const asset = `${setup.chain.network.caipNetworkId}/asset:1984` as const
    await expect(a.transfers.prepare({ ...request(address, freshAddress(), ROC), asset })).rejects.toMatchObject({ code: 'CAPABILITY_NOT_SUPPORTED' })
    const stranger = freshAddress()
    const prepared = await a.transfers.prepare(request(stranger, freshAddress(), ROC))
    await expect(prepared.submit()).rejects.toMatchObject({ code: 'PROVIDER_NOT_CONNECTED' })
  })

  it('takes the native asset named explicitly', { timeout: 30_000 }, async () => {
    const { a, address } = await connected()
    const to = freshAddress()
    const asset = `${setup.chain.network.caipNetworkId}/slip44:1` as const
    await (await a.transfers.prepare({ ...request(address, to, ROC), asset })).submit()
    expect((await accountData(setup.chain.api, to)).free).toBe(ROC)
  })

  it('signs through a remote wallet (WalletConnect polkadot_signTransaction) and sends', { timeout: 30_000 }, async () => {
    // The other end of a session: a wallet holding //Alice that signs the payload it is sent, as a phone wallet does.
    const pair = new Keyring({ type: 'sr25519', ss58Format: setup.chain.node.ss58Prefix }).addFromUri('//Alice')
    const methods: string[] = []
    const transport: RemoteWalletTransport = {
      accounts: [`${setup.chain.network.caipNetworkId}:${pair.address}`],
      caipNetworkId: setup.chain.network.caipNetworkId,
      async request({ method, params }) {
        methods.push(method)
        const { transactionPayload } = params as { transactionPayload: { version: number } }
        return setup.chain.api.registry.createType('ExtrinsicPayload', transactionPayload, { version: transactionPayload.version }).sign(pair)
      },
      onEvent: () => () => undefined,
    }
    const a = adapter()
    const { address } = await a.remote.attach(transport)
    const to = freshAddress()
    await (await a.transfers.prepare(request(address, to, ROC))).submit()
    expect(methods).toEqual(['polkadot_signTransaction'])
    expect((await accountData(setup.chain.api, to)).free).toBe(ROC)
  })
})
