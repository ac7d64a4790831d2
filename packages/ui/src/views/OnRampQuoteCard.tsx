import type { OnrampProviderInfo, OnrampQuoteResult } from '@latch/core'
import { useModalContext } from '../modal/context'
import { Button } from '../primitives/Button'
import { formatNumber } from '../utils/format'
import { safeImageUrl } from '../utils/safeUrl'
import { Img } from '../primitives/Img'

/** One provider's offer: what the user gets, the fees, the total, and Continue; or why the provider has none. */
export function OnRampQuoteCard({ result, info, disabled, onContinue }: { result: OnrampQuoteResult; info?: OnrampProviderInfo; disabled: boolean; onContinue(): void }) {
  const { t, locale } = useModalContext()
  const label = info?.label ?? result.provider
  const icon = safeImageUrl(info?.iconUrl)
  const headingId = `latch-onramp-${result.provider}-label`
  const money = (a: { amount: string; currency: string }) => `${a.amount} ${a.currency}`
  return (
    <li className="latch-token" style={{ flexDirection: 'column', alignItems: 'stretch' }} aria-labelledby={headingId} data-testid={`latch-onramp-quote-${result.provider}`}>
      <div className="latch-split">
        {icon && <Img src={icon} alt="" width={24} height={24} />}
        <strong id={headingId} className="latch-grow">
          {label}
        </strong>
      </div>
      {info?.feeRange && <p className="latch-muted">{t('onramp.feeRange', { range: info.feeRange })}</p>}
      {'quote' in result ? (
        <>
          <dl className="latch-list" style={{ gap: 2, margin: 0 }}>
            <div className="latch-split">
              <dt className="latch-muted latch-grow">{t('onramp.youGet')}</dt>
              <dd style={{ margin: 0 }} data-testid={`latch-onramp-get-${result.provider}`}>
                {money(result.quote.purchaseAmount)}
              </dd>
            </div>
            <div className="latch-split">
              <dt className="latch-muted latch-grow">{t('onramp.fees')}</dt>
              <dd style={{ margin: 0 }}>
                {result.quote.coinbaseFee.currency === result.quote.networkFee.currency
                  ? `${formatNumber(Number(result.quote.coinbaseFee.amount) + Number(result.quote.networkFee.amount), locale, { maximumFractionDigits: 8 })} ${result.quote.coinbaseFee.currency}`
                  : `${money(result.quote.coinbaseFee)} + ${money(result.quote.networkFee)}`}
              </dd>
            </div>
            <div className="latch-split">
              <dt className="latch-muted latch-grow">{t('onramp.total')}</dt>
              <dd style={{ margin: 0 }}>{money(result.quote.paymentTotal)}</dd>
            </div>
          </dl>
          <Button variant="primary" disabled={disabled} data-testid={`latch-onramp-continue-${result.provider}`} onClick={onContinue}>
            {t('onramp.continue', { provider: label })}
          </Button>
        </>
      ) : (
        <p className="latch-error" data-testid={`latch-onramp-error-${result.provider}`}>
          {t('onramp.providerError', { message: result.error.message })}
        </p>
      )}
    </li>
  )
}
