import type { SwapQuoteView } from '@latch/core'
import { useEffect, useState } from 'react'
import { useModalContext } from '../modal/context'
import { Icon } from '../primitives/Icon'
import { formatNumber } from '../utils/format'

/** Price impact from which the form warns, and from which it warns strongly (fractions). */
export const IMPACT_WARN = 0.03
export const IMPACT_STRONG = 0.1

/** "1 LTT = 0.00099 ETH": what one token in buys, from the quote's own amounts. */
export function swapRate(quote: Pick<SwapQuoteView, 'amountIn' | 'amountOut'>): number | undefined {
  const amountIn = Number(quote.amountIn)
  const amountOut = Number(quote.amountOut)
  return amountIn > 0 && Number.isFinite(amountOut) ? amountOut / amountIn : undefined
}

/** Whole seconds until `at`, counted down once a second. */
function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return Math.max(0, Math.ceil((at - now) / 1000))
}

/** The quote's terms, each labelled: rate, impact (warned in words, not colour alone), minimum, fees, route, source. */
export function SwapQuoteDetails({ quote, from, to, refreshing }: { quote: SwapQuoteView; from: string; to: string; refreshing: boolean }) {
  const { t, locale } = useModalContext()
  const seconds = useSecondsUntil(quote.expiresAt)
  const rate = swapRate(quote)
  const impact = quote.priceImpact
  const percent = (v: number) => formatNumber(v, locale, { style: 'percent', maximumFractionDigits: 2 })
  const row = (label: string, value: string, testId: string) => (
    <div className="latch-split" data-testid={testId}>
      <dt className="latch-muted latch-grow">{label}</dt>
      <dd style={{ margin: 0 }}>{value}</dd>
    </div>
  )
  return (
    <>
      <dl className="latch-list" style={{ gap: 4 }}>
        {rate !== undefined && row(t('swap.rate'), t('swap.rateValue', { from, rate: formatNumber(rate, locale, { maximumSignificantDigits: 6 }), to }), 'latch-swap-rate')}
        {impact !== undefined && row(t('swap.impact'), percent(impact), 'latch-swap-impact')}
        {row(t('swap.minReceived'), `${quote.minAmountOut} ${to}`, 'latch-swap-min-received')}
        {quote.networkFee !== undefined && row(t('swap.networkFee'), `${quote.networkFee} ${quote.networkFeeSymbol}`, 'latch-swap-fee')}
        {quote.fees.map((f) => (
          <div key={f.label} className="latch-split" data-testid="latch-swap-other-fee">
            <dt className="latch-muted latch-grow">
              {t('swap.otherFees')}: {f.label}
            </dt>
            <dd style={{ margin: 0 }}>
              {f.amount} {f.symbol}
            </dd>
          </div>
        ))}
        {quote.route.length > 0 && row(t('swap.route'), quote.route.join(' → '), 'latch-swap-route')}
        {row(t('swap.source'), quote.source, 'latch-swap-source')}
      </dl>
      {impact !== undefined && impact >= IMPACT_WARN && (
        <div className="latch-alert" role={impact >= IMPACT_STRONG ? 'alert' : 'note'} data-level={impact >= IMPACT_STRONG ? 'strong' : 'warn'} data-testid="latch-swap-impact-warning">
          <Icon name="warning" />
          <p className={impact >= IMPACT_STRONG ? 'latch-error' : undefined}>{impact >= IMPACT_STRONG ? t('swap.impactVeryHigh', { percent: percent(impact) }) : t('swap.impactHigh')}</p>
        </div>
      )}
      {/* Ticks every second: never announced (the quote around it is). */}
      <p className="latch-muted" aria-live="off" data-testid="latch-swap-countdown">
        {refreshing ? t('swap.refreshing') : seconds > 0 ? t('swap.expiresIn', { seconds: String(seconds) }) : t('swap.refreshing')}
      </p>
    </>
  )
}
