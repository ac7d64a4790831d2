import { fromBase64, toBase64 } from '@cosmjs/encoding'
import type { CaipNetworkId, RemoteWalletTransport } from '@latch/core'
import { testAccount, testMnemonic } from '@latch/local-cosmos'
import { createTestCosmosWallet, type TestCosmosWallet } from '@latch/testing/cosmos-wallet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CosmosAdapter } from '../cosmosAdapter'
import { type LocalChain, startLocalChain } from '../test/localChain'
import { verifyArbitraryMessage } from '../verify/verifyArbitrary'

let chain: LocalChain
beforeAll(async () => {
  chain = await startLocalChain()
  // Account 4 is not funded at genesis (0–3 are).
  await fetch(`${chain.node.url}/dev/fund`, { method: 'POST', body: JSON.stringify({ address: testAccount(4).address, amount: 10_000_000 }) })
})
afterAll(() => chain.close())

interface SignDocJson {
  chainId: string
  accountNumber: string
  bodyBytes: string
  authInfoBytes: string
}

/**
 * A WalletConnect wallet on the other end of a session, answering WalletConnect's cosmos methods with the test kit's
 * Keplr (real keys, its approval queue). An ADR-036 doc (no chain id) it signs as Keplr's signArbitrary does.
 */
async function remoteWallet(mnemonics: string[]) {
  const keplr: TestCosmosWallet = createTestCosmosWallet({ storage: null, chains: [chain.info], enabled: [chain.info.chainId], mnemonics })
  const chainOf = (id: CaipNetworkId) => id.slice(id.indexOf(':') + 1)
  const calls: string[] = []
  const listeners = new Set<(event: { name: string; data: unknown; caipNetworkId: CaipNetworkId }) => void>()
  const transport: RemoteWalletTransport = {
    accounts: [`${chain.network.caipNetworkId}:${await keplr.control.address(chain.info.chainId)}`],
    caipNetworkId: chain.network.caipNetworkId,
    async request({ method, params, caipNetworkId }) {
      calls.push(method)
      const chainId = chainOf(caipNetworkId)
      const p = params as { signerAddress: string; signDoc: never }
      if (method === 'cosmos_getAccounts') {
        const key = await keplr.getKey(chainId)
        return [{ address: key.bech32Address, algo: key.algo, pubkey: toBase64(key.pubKey) }]
      }
      if (method === 'cosmos_signDirect') {
        const doc = p.signDoc as SignDocJson
        const { signed, signature } = await keplr.signDirect(chainId, p.signerAddress, { chainId: doc.chainId, accountNumber: BigInt(doc.accountNumber), bodyBytes: fromBase64(doc.bodyBytes), authInfoBytes: fromBase64(doc.authInfoBytes) })
        return { signed: { chainId: signed.chainId, accountNumber: String(signed.accountNumber), bodyBytes: toBase64(signed.bodyBytes), authInfoBytes: toBase64(signed.authInfoBytes) }, signature }
      }
      if (method === 'cosmos_signAmino') {
        const doc = p.signDoc as { chain_id: string; msgs: { type: string; value: { data: string } }[] }
        if (doc.chain_id === '' && doc.msgs[0]?.type === 'sign/MsgSignData') return { signed: doc, signature: await keplr.signArbitrary(chainId, p.signerAddress, fromBase64(doc.msgs[0].value.data)) }
        return keplr.signAmino(chainId, p.signerAddress, p.signDoc)
      }
      throw Object.assign(new Error('Method not supported'), { code: 10001 })
    },
    onEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const emit = (name: string) => {
    for (const l of listeners) l({ name, data: [], caipNetworkId: chain.network.caipNetworkId })
  }
  return { keplr, transport, calls, emit, listeners }
}

function adapter(): CosmosAdapter {
  const a = new CosmosAdapter({ chains: { [chain.network.caipNetworkId]: chain.config }, broadcastPollIntervalMs: 50 })
  a.setup({ networks: [chain.network] })
  return a
}

describe('CosmosAdapter remote', () => {
  it("asks WalletConnect wallets for WalletConnect's cosmos methods", () => {
    expect(adapter().remote.walletConnect).toEqual({ methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'], events: ['accountsChanged', 'chainChanged'] })
  })

  it('attaches a session, signs ADR-036 messages over cosmos_signAmino, and sends with cosmos_signDirect', async () => {
    const wallet = await remoteWallet([testMnemonic(4)])
    const a = adapter()
    const connection = await a.remote.attach(wallet.transport)
    expect(connection).toEqual({ address: testAccount(4).address, accounts: [{ address: testAccount(4).address, type: 'eoa' }], caipNetworkId: chain.network.caipNetworkId, connectorId: 'walletConnect' })

    const signature = await a.signMessage({ message: 'over the relay', address: connection.address, caipNetworkId: connection.caipNetworkId })
    expect(verifyArbitraryMessage({ signer: connection.address, data: 'over the relay', signature })).toBe(true)

    const to = testAccount(6).address
    const before = await chain.balanceOf(to)
    const prepared = await a.transfers.prepare({ from: connection.address, to, amount: 777n, symbol: 'LATCH', decimals: 6, caipNetworkId: connection.caipNetworkId })
    await prepared.submit()
    expect(await chain.balanceOf(to)).toBe(before + 777n)
    expect(wallet.calls.filter((m) => m !== 'cosmos_getAccounts')).toEqual(['cosmos_signAmino', 'cosmos_signDirect'])
    expect(a.getProvider()?.wallet).toBe(wallet.transport)
  })

  it('reports account changes from the session, a refusal as USER_REJECTED, and stops listening on disconnect', async () => {
    const wallet = await remoteWallet([testMnemonic(4), testMnemonic(5)])
    const a = adapter()
    const { address } = await a.remote.attach({ ...wallet.transport, connectorId: 'embedded' })
    const heard: string[][] = []
    a.on('accountsChanged', (e) => heard.push(e.accounts.map((x) => x.address)))
    wallet.keplr.control.switchAccount(1)
    wallet.emit('accountsChanged')
    await expect.poll(() => heard).toEqual([[testAccount(5).address]])

    wallet.keplr.control.setMode('reject')
    await expect(a.signMessage({ message: 'x', address: testAccount(5).address, caipNetworkId: chain.network.caipNetworkId })).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(address).toBe(testAccount(4).address)
    await a.disconnect()
    expect(wallet.listeners.size).toBe(0)
  })
})
