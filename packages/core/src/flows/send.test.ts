import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestLatch } from '../testing/fixtures'
import { createMockAdapter } from '../testing/mockAdapter'
import { RpcUnavailableError } from '../errors/rpcUnavailable'
import type { TransferRequest } from '../adapters/transfers'

beforeEach(() => vi.stubGlobal('window', {}))
afterEach(() => vi.unstubAllGlobals())

const ME = 'eip155-me'
const FRIEND = 'eip155-friend'

async function connected() {
  const evm = createMockAdapter('eip155', {
    accounts: [{ address: ME, type: 'eoa' }],
    connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }],
    balances: { [`eip155:1:${ME}`]: '1.5' },
  })
  const { latch } = createTestLatch([evm], {})
  await latch.connect('io.metamask')
  await vi.waitFor(() => expect(latch.getSnapshot().namespaces.eip155?.account.balance).toBe('1.5'))
  await latch.open({ view: 'Account' })
  latch.router.push('WalletSend')
  return { latch, evm }
}

const send = (latch: Awaited<ReturnType<typeof connected>>['latch']) => latch.getSnapshot().send

describe('send (spec §4, §5)', () => {
  it('amount and receiver are required, and must be valid', async () => {
    const { latch } = await connected()
    expect(await latch.send.preview()).toBe(false)
    expect(send(latch).errors).toEqual({ amount: { code: 'AMOUNT_REQUIRED' }, to: { code: 'RECEIVER_REQUIRED' } })
    await latch.send.setForm({ amount: 'abc', to: 'not-an-address' })
    expect(await latch.send.preview()).toBe(false)
    expect(send(latch).errors).toEqual({ amount: { code: 'AMOUNT_INVALID' }, to: { code: 'ADDRESS_INVALID' } })
    await latch.send.setForm({ amount: '0', to: FRIEND })
    expect(await latch.send.preview()).toBe(false)
    expect(send(latch).errors).toEqual({ amount: { code: 'AMOUNT_NOT_POSITIVE' } })
    expect(latch.getSnapshot().router.view).toBe('WalletSend')
  })

  it('a receiver given as a name is resolved by the check, previewed, and sent to the address it resolved to', async () => {
    const { latch, evm } = await connected()
    evm.wallet.names['friend.eth'] = FRIEND
    await latch.send.setForm({ amount: '0.1', to: 'nobody.eth' })
    expect(await latch.send.preview()).toBe(false)
    expect(send(latch).errors).toEqual({ to: { code: 'NAME_NOT_FOUND' } })
    await latch.send.setForm({ amount: '0.1', to: 'Friend.eth' })
    expect(await latch.send.preview()).toBe(true)
    expect(send(latch)).toMatchObject({ to: 'Friend.eth', resolvedTo: FRIEND })
    // The name changes in the record after the check: what was previewed is what is sent.
    evm.wallet.names['friend.eth'] = 'eip155-someone-else'
    await latch.send.confirm()
    expect(evm.wallet.sent.at(-1)).toMatchObject({ to: FRIEND })
    expect(evm.calls.filter((c) => c.startsWith('resolveName'))).toEqual(['resolveName:eip155:1:nobody.eth', 'resolveName:eip155:1:Friend.eth'])
  })

  it('a failed name lookup or fee estimate carries the error that stopped it, for the UI to word', async () => {
    const { latch, evm } = await connected()
    const unreachable = new RpcUnavailableError({ namespace: 'eip155', caipNetworkId: 'eip155:1', urls: ['https://rpc.invalid'] })
    evm.reads.resolveName = async () => {
      throw unreachable
    }
    await latch.send.setForm({ amount: '0.1', to: 'friend.eth' })
    expect(await latch.send.preview()).toBe(false)
    expect(send(latch).errors).toEqual({ to: { code: 'NAME_LOOKUP_FAILED', cause: unreachable.toInfo() } })
    // The fee is the chain's answer: the adapter's transfer is where the unreachable node shows.
    Object.assign(evm, {
      transfers: {
        prepare: async () => {
          throw unreachable
        },
      },
    })
    await latch.send.setForm({ to: FRIEND })
    expect(await latch.send.preview()).toBe(false)
    expect(send(latch).errors).toEqual({ amount: { code: 'FEE_ESTIMATE_FAILED', cause: unreachable.toInfo() } })
    expect(latch.getSnapshot().router.view).toBe('WalletSend')
    // A rule of the chain the form broke (Bitcoin's dust) is said on its field, in the adapter's words.
    const dust = Object.assign(new Error('100 sat is below the 294 sat this address type may receive (dust).'), { sendField: 'amount' })
    Object.assign(evm, { transfers: { prepare: async () => Promise.reject(dust) } })
    await latch.send.setForm({ amount: '0.000001' })
    expect(await latch.send.preview()).toBe(false)
    expect(send(latch).errors).toEqual({ amount: { code: 'TRANSFER_REFUSED', cause: expect.objectContaining({ longMessage: dust.message }) } })
  })

  it('what the chain keeps alive must stay, unless all of it goes (rent, existential deposit)', async () => {
    const { latch, evm } = await connected()
    evm.wallet.minRemaining = 10_000_000_000_000_000n
    // 1.5 − 1.495 − fee leaves 0.004979: above nothing, below the 0.01 the chain keeps alive.
    await latch.send.setForm({ amount: '1.495', to: FRIEND })
    expect(await latch.send.preview()).toBe(false)
    expect(send(latch).errors.amount).toEqual({ code: 'BELOW_MIN_REMAINING', minRemaining: '0.01', symbol: 'ETH' })
    await latch.send.setForm({ amount: '1.4' })
    expect(await latch.send.preview()).toBe(true)
    expect(send(latch).closesAccount).toBeUndefined()
    // Max empties the account: nothing is left to keep alive, and the preview says the chain removes the account.
    latch.send.cancel()
    expect(await latch.send.max()).toBe('1.499979')
    expect(await latch.send.preview()).toBe(true)
    expect(send(latch).closesAccount).toEqual({ minRemaining: '0.01', symbol: 'ETH' })
    // Changing the form takes the warning back until the next check.
    await latch.send.setForm({ amount: '1.4' })
    expect(send(latch).closesAccount).toBeUndefined()
    expect(evm.wallet.sent).toEqual([])
  })

  it('a transfer must carry what the chain needs to open the receiver (existential deposit)', async () => {
    const { latch, evm } = await connected()
    evm.wallet.minAmount = 10_000_000_000_000_000n
    await latch.send.setForm({ amount: '0.005', to: FRIEND })
    expect(await latch.send.preview()).toBe(false)
    expect(send(latch).errors.amount).toEqual({ code: 'BELOW_MIN_AMOUNT', minAmount: '0.01', symbol: 'ETH' })
    await latch.send.setForm({ amount: '0.01' })
    expect(await latch.send.preview()).toBe(true)
    expect(evm.wallet.sent).toEqual([])
  })

  it('an amount with more decimals than the asset has is refused, and nothing is prepared', async () => {
    const { latch, evm } = await connected()
    const token = { asset: 'eip155:1/erc20:eip155-ltt' as const, symbol: 'LTT', decimals: 6, quantity: '20' }
    await latch.send.setForm({ token, amount: '1.0000001', to: FRIEND })
    expect(await latch.send.preview()).toBe(false)
    expect(send(latch).errors.amount).toEqual({ code: 'AMOUNT_INVALID' })
    expect(evm.calls.some((c) => c.startsWith('prepare'))).toBe(false)
  })

  it('checks the balance against amount + network fee; max leaves the fee', async () => {
    const { latch } = await connected()
    await latch.send.setForm({ amount: '2', to: FRIEND })
    expect(await latch.send.preview()).toBe(false)
    expect(send(latch).errors.amount).toEqual({ code: 'INSUFFICIENT_BALANCE' })
    await latch.send.setForm({ amount: '1.5' })
    expect(await latch.send.preview()).toBe(false)
    expect(send(latch).errors.amount).toEqual({ code: 'INSUFFICIENT_FEE_BALANCE' })
    // 1.5 − 21,000 gas × 1 gwei
    expect(await latch.send.max()).toBe('1.499979')
    expect(await latch.send.preview()).toBe(true)
    expect(latch.getSnapshot().router.view).toBe('WalletSendPreview')
    expect(send(latch)).toMatchObject({ value: '1499979000000000000', fee: '21000000000000', feeText: '0.000021' })
  })

  it('confirm sends through the wallet, resets the form, refreshes the balance; a rejection goes back with the error', async () => {
    const { latch, evm } = await connected()
    await latch.send.setForm({ amount: '0.25', to: FRIEND })
    await latch.send.preview()
    const reads = evm.calls.filter((c) => c.startsWith('getBalance')).length
    expect(await latch.send.confirm()).toBe('tx-1')
    expect(evm.wallet.sent).toEqual([{ to: FRIEND, amount: 250000000000000000n }])
    expect(send(latch)).toMatchObject({ to: '', amount: '', status: 'idle', hash: 'tx-1' })
    expect(latch.getSnapshot().router.view).toBe('WalletSend')
    expect(latch.getSnapshot().snackbar).toEqual({ open: true, variant: 'success', messageKey: 'snackbar.transactionSent' })
    await vi.waitFor(() => expect(evm.calls.filter((c) => c.startsWith('getBalance')).length).toBeGreaterThan(reads))

    await latch.send.setForm({ amount: '0.1', to: FRIEND })
    await latch.send.preview()
    evm.wallet.reject.send = true
    await expect(latch.send.confirm()).rejects.toThrow()
    expect(send(latch)).toMatchObject({ status: 'error', amount: '0.1', error: { code: 'USER_REJECTED' } })
    expect(latch.getSnapshot().router.view).toBe('WalletSend')
  })

  it('a token: its own balance and decimals, the fee from the native balance, the adapter’s transfer of the token, then back on Account', async () => {
    const { latch, evm } = await connected()
    const token = { asset: 'eip155:1/erc20:eip155-ltt' as const, symbol: 'LTT', decimals: 6, quantity: '20' }
    await latch.send.setForm({ token, amount: '25', to: FRIEND })
    expect(await latch.send.preview()).toBe(false)
    expect(send(latch).errors.amount).toEqual({ code: 'INSUFFICIENT_BALANCE' })
    expect(await latch.send.max()).toBe('20')
    await latch.send.setForm({ amount: '12.5' })
    expect(await latch.send.preview()).toBe(true)
    expect(send(latch)).toMatchObject({ value: '12500000', feeText: '0.000021' })
    await latch.send.confirm()
    expect(evm.wallet.sent.at(-1)).toEqual({ to: FRIEND, amount: 12500000n, asset: 'eip155:1/erc20:eip155-ltt' })
    expect(latch.getSnapshot().router.view).toBe('Account')
  })

  it('a chain with fee speeds: the choice reaches the adapter, and the preview gets its fee rate and coins', async () => {
    const { latch, evm } = await connected()
    expect(latch.send.options()).toMatchObject({ feeSpeeds: undefined, memo: undefined })
    evm.wallet.feeRates = { slow: 1, normal: 5, fast: 20 }
    const asked: TransferRequest[] = []
    const prepare = evm.transfers!.prepare
    evm.transfers!.prepare = (request) => {
      asked.push(request)
      return prepare(request)
    }
    expect(latch.send.options().feeSpeeds).toEqual({ options: ['slow', 'normal', 'fast'], default: 'normal' })
    await latch.send.setForm({ amount: '0.25', to: FRIEND })
    expect(await latch.send.preview()).toBe(true)
    expect(asked.at(-1)?.feeSpeed).toBeUndefined()
    // 5 × 141 = 705 units; the one coin of 1.5 pays 0.25 and the rest comes back.
    expect(send(latch)).toMatchObject({ fee: '705', feeRate: { value: 5, unit: 'sat/vB' } })
    expect(send(latch).legs).toEqual({
      inputs: [{ id: `${'ab'.repeat(32)}:0`, amount: '1.5', change: false }],
      outputs: [
        { id: FRIEND, amount: '0.25', change: false },
        { id: ME, amount: '1.249999999999999295', change: true },
      ],
    })
    latch.send.cancel()
    await latch.send.setForm({ feeSpeed: 'fast' })
    expect(await latch.send.preview()).toBe(true)
    expect(send(latch)).toMatchObject({ fee: '2820', feeRate: { value: 20, unit: 'sat/vB' } })
    // What is confirmed is priced at the speed that was previewed, and the speed stays for the next send.
    expect(await latch.send.confirm()).toBe('tx-1')
    expect(asked.at(-1)?.feeSpeed).toBe('fast')
    expect(send(latch).feeSpeed).toBe('fast')
    // A speed the chain does not offer is not passed on.
    await latch.send.setForm({ amount: '0.1', to: FRIEND, feeSpeed: 'warp' as never })
    await latch.send.preview()
    expect(asked.at(-1)?.feeSpeed).toBeUndefined()
  })

  it('a memo goes to a chain that records one, within its limit (bytes), and never to one that does not', async () => {
    const { latch, evm } = await connected()
    await latch.send.setForm({ amount: '0.1', to: FRIEND, memo: 'for the pizza' })
    expect(await latch.send.preview()).toBe(true)
    await latch.send.confirm()
    expect(evm.wallet.sent.at(-1)).toEqual({ to: FRIEND, amount: 100000000000000000n })
    evm.wallet.memoMaxBytes = 10
    expect(latch.send.options().memo).toEqual({ maxBytes: 10 })
    // Ten characters, twelve bytes: over the limit, refused on the field before anything is prepared.
    const prepared = evm.calls.filter((c) => c.startsWith('prepare')).length
    await latch.send.setForm({ amount: '0.1', to: FRIEND, memo: 'café crème' })
    expect(await latch.send.preview()).toBe(false)
    expect(send(latch).errors).toEqual({ memo: { code: 'MEMO_TOO_LONG', maxBytes: 10 } })
    expect(evm.calls.filter((c) => c.startsWith('prepare')).length).toBe(prepared)
    await latch.send.setForm({ memo: 'pizza' })
    expect(await latch.send.preview()).toBe(true)
    await latch.send.confirm()
    expect(evm.wallet.sent.at(-1)).toEqual({ to: FRIEND, amount: 100000000000000000n, memo: 'pizza' })
    // A rule the adapter finds on the memo is said on that field.
    const refused = Object.assign(new Error('The memo holds a character this chain refuses.'), { sendField: 'memo' })
    Object.assign(evm, { transfers: { ...evm.transfers, prepare: () => Promise.reject(refused) } })
    await latch.send.setForm({ amount: '0.1', to: FRIEND, memo: 'x' })
    expect(await latch.send.preview()).toBe(false)
    expect(send(latch).errors.memo).toMatchObject({ code: 'TRANSFER_REFUSED', cause: { longMessage: refused.message } })
  })

  it('cancel on the preview goes back to the form as it was', async () => {
    const { latch } = await connected()
    await latch.send.setForm({ amount: '0.5', to: FRIEND })
    await latch.send.preview()
    await latch.send.cancel()
    expect(latch.getSnapshot().router.view).toBe('WalletSend')
    expect(send(latch)).toMatchObject({ amount: '0.5', to: FRIEND })
  })
})
