import type { CaipNetworkId, RemoteWalletTransport } from '@latch/core'
import { Keyring } from '@polkadot/keyring'
import { hexToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, encodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { kusama, polkadot } from '../networks'
import { PolkadotAdapter } from '../polkadotAdapter'

beforeAll(() => cryptoWaitReady())

/**
 * A WalletConnect wallet on the other end of a session, answering the `polkadot_*` methods with a real sr25519 key
 * (messages signed wrapped in <Bytes>, as extensions do), or refusing with 4001.
 */
function remoteWallet(accountIds: string[], refuse = false) {
  const pair = new Keyring({ type: 'sr25519' }).addFromUri('//Alice')
  const calls: { method: string; params: unknown; caipNetworkId: CaipNetworkId }[] = []
  const listeners = new Set<(event: { name: string; data: unknown; caipNetworkId: CaipNetworkId }) => void>()
  const transport: RemoteWalletTransport = {
    accounts: accountIds,
    caipNetworkId: polkadot.caipNetworkId,
    async request({ method, params, caipNetworkId }) {
      calls.push({ method, params, caipNetworkId })
      if (refuse) throw Object.assign(new Error('User rejected'), { code: 4001 })
      const p = params as { message?: string; transactionPayload?: { method: string } }
      if (method === 'polkadot_signMessage') return { signature: u8aToHex(pair.sign(u8aWrapBytes(p.message ?? ''))) }
      if (method === 'polkadot_signTransaction') return { signature: u8aToHex(pair.sign(hexToU8a(p.transactionPayload?.method))) }
      throw new Error(`unexpected ${method}`)
    },
    onEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const emit = (name: string, data: unknown) => {
    for (const l of listeners) l({ name, data, caipNetworkId: polkadot.caipNetworkId })
  }
  return { transport, calls, emit, pair, listeners }
}

function adapter(): PolkadotAdapter {
  const a = new PolkadotAdapter()
  a.setup({ networks: [polkadot, kusama] })
  return a
}

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'

describe('PolkadotAdapter remote', () => {
  it('asks WalletConnect wallets for the polkadot methods', () => {
    expect(adapter().remote.walletConnect).toEqual({ methods: ['polkadot_signTransaction', 'polkadot_signMessage'], events: [] })
  })

  it('attaches a session (CAIP-10 accounts) without a prompt and signs messages over it', async () => {
    const wallet = remoteWallet([`${polkadot.caipNetworkId}:${encodeAddress(ALICE, 0)}`])
    const a = adapter()
    const connection = await a.remote.attach(wallet.transport)
    expect(connection).toEqual({
      address: encodeAddress(ALICE, 0),
      accounts: [{ address: encodeAddress(ALICE, 0), type: 'eoa' }],
      caipNetworkId: polkadot.caipNetworkId,
      connectorId: 'walletConnect',
    })
    expect(wallet.calls).toEqual([])
    const signature = await a.signMessage({ message: 'over the relay', address: connection.address, caipNetworkId: polkadot.caipNetworkId })
    expect(signatureVerify(new TextEncoder().encode('over the relay'), signature, ALICE).isValid).toBe(true)
    expect(wallet.calls[0]).toEqual({
      method: 'polkadot_signMessage',
      params: { address: encodeAddress(ALICE, 0), message: u8aToHex(new TextEncoder().encode('over the relay')) },
      caipNetworkId: polkadot.caipNetworkId,
    })
  })

  it("hands @polkadot/api a signer whose payloads go to polkadot_signTransaction on the dapp's network", async () => {
    const wallet = remoteWallet([ALICE])
    const a = adapter()
    await a.remote.attach({ ...wallet.transport, connectorId: 'embedded' })
    await a.switchNetwork({ network: kusama })
    const signer = (a.getProvider() as { signer: { signPayload(p: unknown): Promise<{ id: number; signature: string }> } }).signer
    const payload = { address: ALICE, method: '0x0403', genesisHash: kusama.id }
    const result = await signer.signPayload(payload)
    expect(signatureVerify(hexToU8a('0x0403'), result.signature, ALICE).isValid).toBe(true)
    expect(wallet.calls[0]).toEqual({ method: 'polkadot_signTransaction', params: { address: ALICE, transactionPayload: payload }, caipNetworkId: kusama.caipNetworkId })
  })

  it('reports account changes from session events, and stops listening on disconnect', async () => {
    const wallet = remoteWallet([ALICE, BOB])
    const a = adapter()
    await a.remote.attach(wallet.transport)
    const heard: string[][] = []
    a.on('accountsChanged', (e) => heard.push(e.accounts.map((x) => x.address)))
    wallet.emit('accountsChanged', [`${polkadot.caipNetworkId}:${BOB}`])
    wallet.emit('chainChanged', kusama.caipNetworkId)
    expect(heard).toEqual([[encodeAddress(BOB, 0)]])
    await a.disconnect()
    expect(wallet.listeners.size).toBe(0)
  })

  it('reports a refusal as USER_REJECTED and a session without Polkadot accounts as NO_ACCOUNTS', async () => {
    const a = adapter()
    await a.remote.attach(remoteWallet([ALICE], true).transport)
    await expect(a.signMessage({ message: 'x', address: encodeAddress(ALICE, 0), caipNetworkId: polkadot.caipNetworkId })).rejects.toMatchObject({ code: 'USER_REJECTED' })
    await expect(adapter().remote.attach(remoteWallet(['0x52908400098527886E0F7030069857D2E4169EE7']).transport)).rejects.toMatchObject({ code: 'NO_ACCOUNTS' })
  })
})
