/** wallet_sendCalls batches (spec §3 "RPC call batch", §5). */
import * as v from 'valibot'

const hexString = (what: string) => v.pipe(v.string(), v.startsWith('0x', `${what} must start with 0x`))

export const callSchema = v.object({
  to: hexString('to'),
  data: v.optional(hexString('data')),
  value: v.optional(v.union([v.string(), v.bigint(), v.number()])),
})

export const sendCallsSchema = v.object({
  chainId: v.optional(v.union([v.string(), v.number()])),
  from: v.optional(v.string()),
  version: v.optional(v.string()),
  capabilities: v.optional(v.record(v.string(), v.unknown())),
  calls: v.pipe(v.array(callSchema), v.minLength(1, 'A batch needs at least one call')),
})
export type SendCallsParameters = v.InferOutput<typeof sendCallsSchema>
