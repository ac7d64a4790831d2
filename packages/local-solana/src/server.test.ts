import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { getAccount, getAssociatedTokenAddressSync, getMint, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalSolana, type StartLocalSolanaReturnType } from './server'
import { METAPLEX_PROGRAM_ID, testKeypair, testMint } from './genesis'

let node: StartLocalSolanaReturnType
let connection: Connection
let startMs = 0

beforeAll(async () => {
  const t0 = performance.now()
  node = await startLocalSolana({ port: 0, accounts: 4 })
  startMs = performance.now() - t0
  connection = new Connection(node.url, { commitment: 'confirmed', wsEndpoint: node.wsUrl })
})
afterAll(() => node?.stop())

const post = (body: string, headers: Record<string, string> = {}) => fetch(node.url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body })

describe('startLocalSolana', () => {
  it('starts quickly with deterministic public test accounts', () => {
    console.log(`local-solana started in ${Math.round(startMs)} ms`)
    expect(startMs).toBeLessThan(5_000)
    expect(node.accounts).toHaveLength(4)
    expect(node.accounts[0]?.address).toBe(testKeypair(0).publicKey.toBase58())
    expect(node.mints.map((m) => [m.symbol, m.decimals, m.address])).toEqual([
      ['LTT', 6, testMint('LTT').toBase58()],
      ['LT22', 9, testMint('LT22').toBase58()],
    ])
  })

  it('names each mint in a Metaplex metadata account at its program-derived address', async () => {
    for (const [symbol, name] of [['LTT', 'Latch Test Token'], ['LT22', 'Latch Test Token 2022']] as const) {
      const mint = testMint(symbol)
      const [address] = PublicKey.findProgramAddressSync([Buffer.from('metadata'), METAPLEX_PROGRAM_ID.toBuffer(), mint.toBuffer()], METAPLEX_PROGRAM_ID)
      const account = await connection.getAccountInfo(address)
      expect(account?.owner.equals(METAPLEX_PROGRAM_ID)).toBe(true)
      const data = account?.data ?? Buffer.alloc(0)
      expect(new PublicKey(data.subarray(33, 65)).equals(mint)).toBe(true)
      const text = (offset: number) => data.subarray(offset + 4, offset + 4 + data.readUInt32LE(offset)).toString('utf8').replace(/\0+$/, '')
      expect([text(65), text(65 + 36)]).toEqual([name, symbol])
    }
  })

  it('answers the chain-info methods web3.js calls', async () => {
    expect(await connection.getVersion()).toHaveProperty('solana-core')
    expect(await connection.getGenesisHash()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    const slot = await connection.getSlot()
    expect(await connection.getBlockHeight()).toBeGreaterThanOrEqual(slot)
    const epoch = await connection.getEpochInfo()
    expect(epoch.absoluteSlot).toBeGreaterThanOrEqual(slot)
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    expect(lastValidBlockHeight).toBeGreaterThan(slot)
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(true)
    expect((await connection.isBlockhashValid(Keypair.generate().publicKey.toBase58())).value).toBe(false)
    expect(await connection.getMinimumBalanceForRentExemption(165)).toBe(2_039_280)
    expect(await connection.getRecentPrioritizationFees()).toEqual([{ slot: expect.any(Number), prioritizationFee: 0 }])
    const health = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }))
    expect(await health.json()).toEqual({ jsonrpc: '2.0', id: 1, result: 'ok' })
  })

  it('funds the accounts with SOL and the mints with balances for accounts 0 and 1', async () => {
    const [a0, a1, a2] = node.accounts.map((a) => new PublicKey(a.address))
    expect(await connection.getBalance(a0 as PublicKey)).toBe(1_000 * LAMPORTS_PER_SOL)
    const [ltt, lt22] = node.mints
    const mint = await getMint(connection, new PublicKey(ltt?.address as string))
    expect(mint.decimals).toBe(6)
    expect(mint.mintAuthority?.toBase58()).toBe(node.accounts[0]?.address)
    expect(mint.supply).toBe(1_500_000_000n)
    const ata1 = getAssociatedTokenAddressSync(mint.address, a1 as PublicKey)
    expect((await getAccount(connection, ata1)).amount).toBe(500_000_000n)
    expect((await connection.getTokenAccountBalance(ata1)).value).toEqual({ amount: '500000000', decimals: 6, uiAmount: 500, uiAmountString: '500' })
    const mint22 = await getMint(connection, new PublicKey(lt22?.address as string), 'confirmed', TOKEN_2022_PROGRAM_ID)
    expect(mint22.supply).toBe(1_500n * 10n ** 9n)
    expect((await connection.getTokenAccountsByOwner(a2 as PublicKey, { programId: TOKEN_PROGRAM_ID })).value).toEqual([])
  })

  it('answers getParsedTokenAccountsByOwner the way web3.js parses it (Token and Token-2022)', async () => {
    const owner = new PublicKey(node.accounts[0]?.address as string)
    const [ltt, lt22] = node.mints
    const token = await connection.getParsedTokenAccountsByOwner(owner, { programId: TOKEN_PROGRAM_ID })
    expect(token.value).toHaveLength(1)
    expect(token.value[0]?.pubkey.toBase58()).toBe(ltt?.holders[0]?.tokenAccount)
    expect(token.value[0]?.account.data).toEqual({
      program: 'spl-token',
      parsed: { type: 'account', info: { isNative: false, mint: ltt?.address, owner: owner.toBase58(), state: 'initialized', tokenAmount: { amount: '1000000000', decimals: 6, uiAmount: 1000, uiAmountString: '1000' } } },
      space: 165,
    })
    const byMint = await connection.getParsedTokenAccountsByOwner(owner, { mint: new PublicKey(lt22?.address as string) })
    expect(byMint.value[0]?.account.owner.toBase58()).toBe(TOKEN_2022_PROGRAM_ID.toBase58())
    expect((byMint.value[0]?.account.data as { program: string } | undefined)?.program).toBe('spl-token-2022')
    const parsedMint = await connection.getParsedAccountInfo(new PublicKey(ltt?.address as string))
    expect(parsedMint.value?.data).toMatchObject({ program: 'spl-token', parsed: { type: 'mint', info: { decimals: 6, mintAuthority: owner.toBase58(), supply: '1500000000' } } })
    const multiple = await connection.getMultipleAccountsInfo([owner, Keypair.generate().publicKey])
    expect(multiple[0]?.lamports).toBe(1_000 * LAMPORTS_PER_SOL)
    expect(multiple[1]).toBeNull()
  })

  it('answers batches, refuses unknown methods, bad JSON and oversize bodies, and allows browsers (CORS)', async () => {
    const batch = await post(JSON.stringify([{ jsonrpc: '2.0', id: 1, method: 'getHealth' }, { jsonrpc: '2.0', id: 2, method: 'noSuchMethod' }, { jsonrpc: '2.0', method: 'getSlot' }]))
    expect(await batch.json()).toEqual([
      { jsonrpc: '2.0', id: 1, result: 'ok' },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found' } },
    ])
    expect(await (await post('{nope')).json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
    expect(await (await post('[]')).json()).toMatchObject({ error: { code: -32600 } })
    const huge = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth', params: ['x'.repeat(60_000)] }))
    expect(huge.status).toBe(413)
    const preflight = await fetch(node.url, { method: 'OPTIONS', headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' } })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect((await post(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'getBalance', params: ['not-a-key'] }))).status).toBe(200)
  })

  it('credits airdrops', async () => {
    const fresh = Keypair.generate().publicKey
    const signature = await connection.requestAirdrop(fresh, 2 * LAMPORTS_PER_SOL)
    const latest = await connection.getLatestBlockhash()
    await connection.confirmTransaction({ signature, ...latest })
    expect(await connection.getBalance(fresh)).toBe(2 * LAMPORTS_PER_SOL)
  })
})
