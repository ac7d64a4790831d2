import { PublicKey, VersionedMessage } from '@solana/web3.js'
import bs58 from 'bs58'
import { decodeMint, decodeTokenAccount, encodeAccount, parsePubkey, TOKEN_PROGRAMS, uiTokenAmount } from './accounts'
import type { LocalChain } from './chain'
import { describeTransactionError, ErrorCode, RpcError } from './errors'
import { transactionJson } from './transactionJson'

type Config = Record<string, unknown> & { encoding?: string; dataSlice?: { offset: number; length: number } }
export type RpcMethod = (chain: LocalChain, params: unknown[]) => unknown

const VERSION = { 'solana-core': '2.2.0', 'feature-set': 3294202862 }
const SLOTS_PER_EPOCH = 432_000

const config = (value: unknown): Config => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Config) : {})
const context = (chain: LocalChain) => ({ apiVersion: VERSION['solana-core'], slot: chain.slot })
const withContext = (chain: LocalChain, value: unknown) => ({ context: context(chain), value })

function decodeWire(value: unknown, encoding: unknown): Uint8Array {
  if (typeof value !== 'string') throw new RpcError(ErrorCode.invalidParams, 'Invalid params: missing transaction.')
  try {
    return encoding === 'base64' ? Buffer.from(value, 'base64') : bs58.decode(value)
  } catch {
    throw new RpcError(ErrorCode.invalidParams, `invalid transaction: failed to decode ${String(encoding ?? 'base58')} string`)
  }
}

function tokenAccountsByOwner(chain: LocalChain, params: unknown[]) {
  const owner = parsePubkey(params[0])
  const filter = config(params[1])
  const cfg = config(params[2])
  let programs = TOKEN_PROGRAMS
  let mint: PublicKey | undefined
  if (typeof filter.mint === 'string') {
    mint = parsePubkey(filter.mint)
    const mintAccount = chain.getAccount(mint)
    if (!mintAccount || !decodeMint(mintAccount)) throw new RpcError(ErrorCode.invalidParams, 'Invalid param: could not find mint')
    programs = [new PublicKey(mintAccount.owner()).toBase58()]
  } else if (typeof filter.programId === 'string') {
    if (!TOKEN_PROGRAMS.includes(filter.programId)) throw new RpcError(ErrorCode.invalidParams, 'Invalid param: unrecognized Token program id')
    programs = [filter.programId]
  } else throw new RpcError(ErrorCode.invalidParams, 'Invalid params: expected a mint or programId filter.')
  const value = programs.flatMap((program) =>
    chain
      .programAccounts(new PublicKey(program))
      .filter(({ account }) => {
        const token = decodeTokenAccount(account)
        return token?.owner.equals(owner) && (!mint || token.mint.equals(mint))
      })
      .map(({ pubkey, account }) => ({ pubkey: pubkey.toBase58(), account: encodeAccount(account, cfg.encoding ?? 'binary', chain.mintOf, cfg.dataSlice) })),
  )
  return withContext(chain, value)
}

function matchesFilters(data: Uint8Array, filters: unknown): boolean {
  if (!Array.isArray(filters)) return true
  return filters.every((f: { dataSize?: number; memcmp?: { offset: number; bytes: string; encoding?: string } }) => {
    if (f.dataSize !== undefined) return data.length === f.dataSize
    if (f.memcmp) {
      const bytes = f.memcmp.encoding === 'base64' ? Buffer.from(f.memcmp.bytes, 'base64') : bs58.decode(f.memcmp.bytes)
      return Buffer.from(data.subarray(f.memcmp.offset, f.memcmp.offset + bytes.length)).equals(bytes)
    }
    return true
  })
}

/** Every method the server answers, by name. */
export const methods: Record<string, RpcMethod> = {
  getHealth: () => 'ok',
  getVersion: () => VERSION,
  getGenesisHash: () => bs58.encode(Buffer.from('latch-local-solana-genesis-hash!')),
  getIdentity: () => ({ identity: '11111111111111111111111111111111' }),
  getSlot: (chain) => chain.slot,
  getBlockHeight: (chain) => chain.blockHeight,
  getTransactionCount: (chain) => chain.transactionCount,
  getFirstAvailableBlock: () => 0,
  getEpochInfo: (chain) => ({ absoluteSlot: chain.slot, blockHeight: chain.blockHeight, epoch: Math.floor(chain.slot / SLOTS_PER_EPOCH), slotIndex: chain.slot % SLOTS_PER_EPOCH, slotsInEpoch: SLOTS_PER_EPOCH, transactionCount: chain.transactionCount }),
  getEpochSchedule: () => ({ firstNormalEpoch: 0, firstNormalSlot: 0, leaderScheduleSlotOffset: SLOTS_PER_EPOCH, slotsPerEpoch: SLOTS_PER_EPOCH, warmup: false }),
  getLatestBlockhash: (chain) => withContext(chain, chain.latestBlockhash()),
  isBlockhashValid: (chain, [blockhash]) => withContext(chain, typeof blockhash === 'string' && chain.isBlockhashValid(blockhash)),
  getBalance: (chain, [address]) => withContext(chain, Number(chain.getAccount(parsePubkey(address))?.lamports() ?? 0n)),
  getAccountInfo: (chain, [address, cfg]) => {
    const c = config(cfg)
    return withContext(chain, encodeAccount(chain.getAccount(parsePubkey(address)), c.encoding ?? 'binary', chain.mintOf, c.dataSlice))
  },
  getMultipleAccounts: (chain, [addresses, cfg]) => {
    if (!Array.isArray(addresses)) throw new RpcError(ErrorCode.invalidParams, 'Invalid params: expected an array of addresses.')
    const c = config(cfg)
    return withContext(chain, addresses.map((a) => encodeAccount(chain.getAccount(parsePubkey(a)), c.encoding ?? 'base64', chain.mintOf, c.dataSlice)))
  },
  getProgramAccounts: (chain, [program, cfg]) => {
    const c = config(cfg)
    const value = chain
      .programAccounts(parsePubkey(program))
      .filter(({ account }) => matchesFilters(account.data(), c.filters))
      .map(({ pubkey, account }) => ({ pubkey: pubkey.toBase58(), account: encodeAccount(account, c.encoding ?? 'binary', chain.mintOf, c.dataSlice) }))
    return c.withContext ? withContext(chain, value) : value
  },
  getTokenAccountsByOwner: tokenAccountsByOwner,
  getTokenAccountBalance: (chain, [address]) => {
    const account = chain.getAccount(parsePubkey(address))
    const token = account && decodeTokenAccount(account)
    if (!token) throw new RpcError(ErrorCode.invalidParams, 'Invalid param: not a Token account')
    return withContext(chain, uiTokenAmount(token.amount, chain.mintOf(token.mint)?.decimals ?? 0))
  },
  getTokenSupply: (chain, [address]) => {
    const mint = chain.mintOf(parsePubkey(address))
    if (!mint) throw new RpcError(ErrorCode.invalidParams, 'Invalid param: not a Token mint')
    return withContext(chain, uiTokenAmount(mint.supply, mint.decimals))
  },
  getMinimumBalanceForRentExemption: (chain, [space]) => Number(chain.rentExempt(Number(space ?? 0))),
  getFeeForMessage: (chain, [message]) => {
    if (typeof message !== 'string') throw new RpcError(ErrorCode.invalidParams, 'Invalid params: missing message.')
    const decoded = VersionedMessage.deserialize(Buffer.from(message, 'base64'))
    return withContext(chain, chain.isBlockhashValid(decoded.recentBlockhash) ? chain.feeFor(decoded) : null)
  },
  getRecentPrioritizationFees: (chain) => [{ slot: chain.slot, prioritizationFee: 0 }],
  sendTransaction: (chain, [data, cfg]) => {
    const c = config(cfg)
    const wire = decodeWire(data, c.encoding)
    if (!c.skipPreflight) {
      const simulated = chain.simulate(wire, { sigVerify: true })
      if (simulated.err === 'SignatureFailure') throw new RpcError(ErrorCode.transactionSignatureVerificationFailure, 'Transaction signature verification failure')
      if (simulated.err && simulated.err !== 'AlreadyProcessed') {
        throw new RpcError(ErrorCode.sendTransactionPreflightFailure, `Transaction simulation failed: ${describeTransactionError(simulated.err)}`, {
          accounts: null,
          err: simulated.err,
          innerInstructions: null,
          logs: simulated.logs,
          replacementBlockhash: null,
          returnData: simulated.returnData,
          unitsConsumed: simulated.unitsConsumed,
        })
      }
    }
    return chain.send(wire).signature
  },
  simulateTransaction: (chain, [data, cfg]) => {
    const c = config(cfg)
    const wire = decodeWire(data, c.encoding)
    const result = chain.simulate(wire, { sigVerify: c.sigVerify === true, replaceRecentBlockhash: c.replaceRecentBlockhash === true })
    const wanted = config(c.accounts)
    const accounts = Array.isArray(wanted.addresses)
      ? wanted.addresses.map((a: unknown) => {
          const key = parsePubkey(a)
          return encodeAccount(result.postAccounts.get(key.toBase58()) ?? chain.getAccount(key), String(wanted.encoding ?? 'base64'), chain.mintOf)
        })
      : null
    return withContext(chain, {
      accounts,
      err: result.err,
      innerInstructions: null,
      logs: result.logs,
      replacementBlockhash: c.replaceRecentBlockhash === true ? chain.latestBlockhash() : null,
      returnData: result.returnData,
      unitsConsumed: result.unitsConsumed,
    })
  },
  getSignatureStatuses: (chain, [signatures]) => {
    if (!Array.isArray(signatures)) throw new RpcError(ErrorCode.invalidParams, 'Invalid params: expected an array of signatures.')
    return withContext(
      chain,
      signatures.map((s) => {
        const status = chain.status(String(s))
        return status && { slot: status.slot, confirmations: null, err: status.err, status: status.err ? { Err: status.err } : { Ok: null }, confirmationStatus: 'finalized' }
      }),
    )
  },
  getTransaction: (chain, [signature, cfg]) => {
    const tx = chain.transaction(String(signature))
    if (!tx) return null
    const c = config(cfg)
    if (tx.transaction.version !== 'legacy' && c.maxSupportedTransactionVersion === undefined) {
      throw new RpcError(-32015, 'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0')
    }
    return transactionJson(tx, String(c.encoding ?? 'json'))
  },
  getSignaturesForAddress: (chain, [address, cfg]) => {
    const c = config(cfg)
    const limit = Math.min(Number(c.limit ?? 1000), 1000)
    let list = chain.signaturesFor(parsePubkey(address).toBase58())
    if (typeof c.before === 'string') {
      const i = list.findIndex((t) => t.signature === c.before)
      list = i === -1 ? [] : list.slice(i + 1)
    }
    if (typeof c.until === 'string') {
      const i = list.findIndex((t) => t.signature === c.until)
      if (i !== -1) list = list.slice(0, i)
    }
    return list.slice(0, limit).map((t) => ({ signature: t.signature, slot: t.slot, err: t.err, memo: null, blockTime: t.blockTime, confirmationStatus: 'finalized' }))
  },
  getBlockTime: (chain, [slot]) => (Number(slot) <= chain.slot ? Math.floor(Date.now() / 1000) : null),
  requestAirdrop: (chain, [address, lamports]) => {
    const amount = Number(lamports)
    if (!Number.isSafeInteger(amount) || amount <= 0) throw new RpcError(ErrorCode.invalidParams, 'Invalid params: lamports must be a positive integer.')
    return chain.airdrop(parsePubkey(address), BigInt(amount))
  },
}
