/**
 * valibot schemas for the LI.FI REST API bodies `lifiSource` reads (`/v1/tokens`, `/v1/quote`, `/v1/quote/toAmount`,
 * `/v1/status`, and the error body), after LI.FI's published types (`@lifi/types`: Token, Step, Estimate, FeeCost,
 * GasCost, TransactionRequest, StatusResponse). LI.FI is a remote service, so each body is untrusted: only the fields
 * Latch uses are checked, the rest pass through unread. One broken token in a list is dropped, not the whole list.
 */
import * as v from 'valibot'

/** LI.FI writes amounts as decimal integer strings in the token's smallest unit. */
const amount = v.pipe(v.string(), v.regex(/^\d+$/, 'must be a decimal integer string'))
/** `transactionRequest` writes value and gas as hex quantities (`"0x0"`); decimal is accepted too. */
const quantity = v.pipe(v.string(), v.regex(/^(0x[0-9a-fA-F]+|\d+)$/, 'must be a hex or decimal quantity'))
const address = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address'))
/** USD figures are decimal strings ("0.99872"); a missing or odd one only means no USD value. */
const usd = v.optional(v.union([v.string(), v.number()]))

export const lifiTokenSchema = v.object({
  address: v.string(),
  chainId: v.union([v.number(), v.string()]),
  symbol: v.pipe(v.string(), v.nonEmpty(), v.maxLength(40)),
  name: v.pipe(v.string(), v.maxLength(200)),
  decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(255)),
  logoURI: v.nullish(v.string()),
  priceUSD: v.nullish(v.union([v.string(), v.number()])),
})
export type LifiToken = v.InferOutput<typeof lifiTokenSchema>

/** `GET /tokens?chains=1` → `{ tokens: { "1": Token[] } }`; entries are checked one by one. */
export const lifiTokensSchema = v.object({ tokens: v.record(v.string(), v.array(v.unknown())) })

const feeCostSchema = v.object({
  name: v.string(),
  amount,
  token: lifiTokenSchema,
  included: v.optional(v.boolean()),
})

const gasCostSchema = v.object({ amount, token: v.optional(lifiTokenSchema) })

const toolDetailsSchema = v.object({ name: v.string() })

const includedStepSchema = v.object({
  type: v.optional(v.string()),
  tool: v.optional(v.string()),
  toolDetails: v.optional(toolDetailsSchema),
})

export const lifiStepSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  tool: v.optional(v.string()),
  toolDetails: v.optional(toolDetailsSchema),
  action: v.object({ fromToken: lifiTokenSchema, toToken: lifiTokenSchema }),
  estimate: v.object({
    fromAmount: amount,
    toAmount: amount,
    toAmountMin: amount,
    approvalAddress: v.optional(address),
    fromAmountUSD: usd,
    toAmountUSD: usd,
    feeCosts: v.nullish(v.array(feeCostSchema), () => []),
    gasCosts: v.nullish(v.array(gasCostSchema), () => []),
  }),
  includedSteps: v.nullish(v.array(includedStepSchema), () => []),
  transactionRequest: v.optional(
    v.object({
      to: address,
      data: v.pipe(v.string(), v.regex(/^0x([0-9a-fA-F]{2})*$/, 'must be hex bytes')),
      value: v.optional(quantity),
      gasLimit: v.optional(quantity),
      chainId: v.optional(v.number()),
    }),
  ),
})
export type LifiStep = v.InferOutput<typeof lifiStepSchema>

/** `GET /status`: NOT_FOUND | INVALID | PENDING | DONE | FAILED, with a substatus (COMPLETED, PARTIAL, REFUNDED …). */
export const lifiStatusSchema = v.object({
  status: v.picklist(['NOT_FOUND', 'INVALID', 'PENDING', 'DONE', 'FAILED']),
  substatus: v.optional(v.string()),
})

/** LI.FI's error body: `{ message, code }` (1002 NoQuoteError, 1003 NotFoundError, 1005 RateLimitError …). */
export const lifiErrorSchema = v.object({ message: v.optional(v.string()), code: v.optional(v.number()) })

/** The first issue of a failed parse, as `path: message`, for the error's detail. */
export function firstIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0]
  if (!issue) return 'unexpected body'
  const where = issue.path?.map((p) => String(p.key)).join('.')
  return where ? `${where}: ${issue.message}` : issue.message
}
