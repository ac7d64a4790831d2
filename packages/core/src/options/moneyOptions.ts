/**
 * Checks of the `swaps` and `onramp` options (issue #17), with the path of each bad field. They run when the feature
 * is first used, in its lazy chunk, not at start-up: their messages would otherwise weigh on every first bundle.
 */
import { InvalidOptionsError } from '../errors/config'
import { type Issue, isRecord, issueList, isUrl } from '../validation/issues'

const isHttpUrl = (v: unknown) => isUrl(v) && /^https?:/i.test(String(v))
const isSource = (v: unknown, method: string) => typeof v === 'function' || (isRecord(v) && typeof v[method] === 'function')

export function moneyOptionsIssues(o: Record<string, unknown>): Issue[] {
  const { issues, add } = issueList()
  const swaps = o.swaps
  if (swaps !== undefined) {
    if (!isRecord(swaps)) add('swaps', 'Must be an object')
    else {
      if (swaps.source !== undefined && !isSource(swaps.source, 'quote')) add('swaps.source', 'Must be a SwapSource or a function that loads one')
      const { slippage, lifi } = swaps
      if (slippage !== undefined && !(typeof slippage === 'number' && slippage > 0 && slippage < 0.5)) add('swaps.slippage', 'Must be a fraction above 0 and below 0.5 (0.005 is 0.5 %)')
      if (lifi !== undefined && !(isRecord(lifi) && (lifi.baseUrl === undefined || isHttpUrl(lifi.baseUrl)))) add('swaps.lifi', 'Must be { baseUrl?, integrator?, apiKey? } with an http(s) baseUrl')
    }
  }
  const onramp = o.onramp
  if (onramp !== undefined) {
    const ok = isRecord(onramp) && ('url' in onramp ? isHttpUrl(onramp.url) : isSource(onramp.source, 'quotes'))
    if (!ok) add('onramp', 'Must be { url } with an http(s) URL of an @latch/onramp-server handler, or { source }')
  }
  return issues
}

/** Throws `InvalidOptionsError` naming every bad field of the money options. */
export function assertMoneyOptions(options: object): void {
  const issues = moneyOptionsIssues(options as Record<string, unknown>)
  if (issues.length > 0) throw new InvalidOptionsError({ issues })
}
