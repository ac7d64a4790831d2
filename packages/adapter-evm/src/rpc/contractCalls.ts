/**
 * Contract reads (`eth_call`s) for the readers, batched through Multicall3 where the network has it (spec §9:
 * batches of at most 1024 bytes of call data, each batch one `aggregate3` call; all batches in one JSON-RPC
 * batch, so one round trip). Without a Multicall3 address — or where its call fails, e.g. the contract is not
 * deployed there — the calls go as plain eth_calls in a JSON-RPC batch. Results keep the order of the calls.
 */
import { type BatchResult, MULTICALL_BATCH_BYTES, RpcResponseError, type RpcTransport } from '@latch/core/rpc'

export interface ContractCall {
  to: string
  data: string
}

/** `aggregate3((address target, bool allowFailure, bytes callData)[])`. */
const AGGREGATE3 = '0x82ad56cb'
/** What a reverted call inside the multicall reports: JSON-RPC's "execution reverted". */
const REVERTED = 3

const hexOf = (data: string) => data.replace(/^0x/, '').toLowerCase()
const word = (n: number | bigint) => n.toString(16).padStart(64, '0')
const padRight = (hex: string) => hex.padEnd(Math.ceil(hex.length / 64) * 64, '0')

/** ABI-encoded `aggregate3` call data for `calls`, every one allowed to fail on its own. */
export function encodeAggregate3(calls: readonly ContractCall[]): string {
  const tuples = calls.map(({ to, data }) => {
    const bytes = hexOf(data)
    return `${word(BigInt(to))}${word(1)}${word(0x60)}${word(bytes.length / 2)}${padRight(bytes)}`
  })
  let offset = calls.length * 32
  const offsets = tuples.map((t) => {
    const at = offset
    offset += t.length / 2
    return word(at)
  })
  return `${AGGREGATE3}${word(0x20)}${word(calls.length)}${offsets.join('')}${tuples.join('')}`
}

/** `(bool success, bytes returnData)[]` from an `aggregate3` result; undefined when it is not one of `count` entries. */
export function decodeAggregate3(result: unknown, count: number): { success: boolean; returnData: string }[] | undefined {
  if (typeof result !== 'string' || !/^0x(?:[0-9a-f]{2})*$/i.test(result)) return undefined
  const hex = result.slice(2)
  const at = (byte: number) => {
    const w = hex.slice(byte * 2, byte * 2 + 64)
    return w.length === 64 ? Number.parseInt(w, 16) : Number.NaN
  }
  const array = at(0)
  if (at(array) !== count) return undefined
  const out: { success: boolean; returnData: string }[] = []
  for (let i = 0; i < count; i++) {
    const tuple = array + 32 + at(array + 32 + i * 32)
    const bytesAt = tuple + at(tuple + 32)
    const length = at(bytesAt)
    const start = (bytesAt + 32) * 2
    if (![tuple, bytesAt, length].every(Number.isSafeInteger) || start + length * 2 > hex.length) return undefined
    out.push({ success: at(tuple) !== 0, returnData: `0x${hex.slice(start, start + length * 2)}` })
  }
  return out
}

/** Consecutive calls grouped so each group's call data stays within `maxBytes` (a bigger call goes alone). */
export function chunkByBytes(calls: readonly ContractCall[], maxBytes: number): ContractCall[][] {
  const chunks: ContractCall[][] = []
  let size = 0
  for (const call of calls) {
    const bytes = hexOf(call.data).length / 2
    const last = chunks[chunks.length - 1]
    if (last && last.length > 0 && size + bytes <= maxBytes) {
      last.push(call)
      size += bytes
    } else {
      chunks.push([call])
      size = bytes
    }
  }
  return chunks
}

const ethCall = ({ to, data }: ContractCall) => ({ method: 'eth_call', params: [{ to, data }, 'latest'] })

export async function readContracts(transport: RpcTransport, calls: readonly ContractCall[], multicall3?: string): Promise<BatchResult[]> {
  if (calls.length === 0) return []
  if (!multicall3) return transport.batch(calls.map(ethCall))
  const chunks = chunkByBytes(calls, MULTICALL_BATCH_BYTES)
  const replies = await transport.batch(chunks.map((chunk) => ethCall({ to: multicall3, data: encodeAggregate3(chunk) })))
  const results: BatchResult[][] = []
  const fallback: number[] = []
  chunks.forEach((chunk, i) => {
    const reply = replies[i]
    const decoded = reply && 'result' in reply ? decodeAggregate3(reply.result, chunk.length) : undefined
    if (!decoded) {
      fallback.push(i)
      results[i] = []
      return
    }
    results[i] = decoded.map((d) =>
      d.success ? { result: d.returnData } : { error: new RpcResponseError({ code: REVERTED, message: 'execution reverted', data: d.returnData, url: multicall3 }) },
    )
  })
  if (fallback.length > 0) {
    // Multicall3 did not answer (not deployed there, or the node refused it): those calls one by one.
    const direct = await transport.batch(fallback.flatMap((i) => (chunks[i] ?? []).map(ethCall)))
    let next = 0
    for (const i of fallback) {
      const n = chunks[i]?.length ?? 0
      results[i] = direct.slice(next, next + n)
      next += n
    }
  }
  return results.flat()
}
