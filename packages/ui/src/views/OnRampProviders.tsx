import { useEffect, useId } from 'react'
import { errorText } from '../i18n/errorText'
import { moneyPart } from '../i18n/money/load'
import { useMessagePart } from './useMessagePart'
import { useModalContext, useSnapshot } from '../modal/context'
import { Button } from '../primitives/Button'
import { Spinner } from '../primitives/Spinner'
import { OnRampQuoteCard } from './OnRampQuoteCard'
import { limitProblem, paymentLimits } from './onrampLimits'
import { useAction } from './useAction'

/** What the checkout window is opened as: a popup of its own, named so a second Continue reuses it. */
export const ONRAMP_POPUP = ['', 'latch-onramp', 'popup,width=480,height=720'] as const

/**
 * The Buy view: the backend's currencies and limits, an amount, every provider's quote side by side, and Continue
 * with one, whose checkout opens in a window the click itself opens (else browsers block it); then the purchase is
 * watched until it lands. Leaving the view stops watching.
 */
function OnRampProvidersView() {
  const { client, t } = useModalContext()
  const snap = useSnapshot()
  const { run, error: actionError } = useAction()
  const id = useId()
  useEffect(() => () => void client.onramp.close(), [client])
  const o = snap.onramp
  // Reached by `open({ view: 'OnRampProviders' })`, before the form ever opened: open it now.
  useEffect(() => {
    if (!o) void client.onramp.open()
  }, [client, o])
  const ns = snap.activeNamespace
  const network = ns ? snap.namespaces[ns]?.network.caipNetwork : undefined

  if (!o || o.options.status === 'idle' || o.options.status === 'loading') return <Spinner size="lg" label={t('onramp.loading')} />
  if (o.options.status === 'error' || !o.options.value) {
    return (
      <div className="latch-center">
        <p className="latch-error" role="alert" data-testid="latch-onramp-options-error">
          {t('onramp.optionsError', { detail: errorText(t, o.options.error) })}
        </p>
        <Button data-testid="latch-onramp-retry" onClick={() => void client.onramp.open()}>
          {t('onramp.retry')}
        </Button>
      </div>
    )
  }
  const options = o.options.value
  const reference = network ? network.caipNetworkId.slice(network.caipNetworkId.indexOf(':') + 1) : undefined
  const purchasable = options.purchaseCurrencies.filter((c) => c.networks.some((n) => n.chain_id === reference))
  const payment = options.paymentCurrencies.find((c) => c.id === o.paymentCurrency)
  const limits = paymentLimits(payment)
  const problem = limitProblem(o.amount, limits)
  const checkout = o.checkout
  const providerLabel = (name?: string) => options.providers.find((p) => p.name === name)?.label ?? name ?? ''
  const busy = checkout.status === 'opening' || checkout.status === 'open'
  const continueWith = (provider: string) => {
    // Opened here, in the click, so the browser allows it; core points it at the checkout once it has one.
    const popup = window.open(...ONRAMP_POPUP)
    void run(() => client.onramp.checkout(provider, popup))
  }
  return (
    <div className="latch-form">
      <label htmlFor={`${id}-amount`}>
        {t('onramp.amount')}
        {o.paymentCurrency && ` (${o.paymentCurrency})`}
      </label>
      <input
        id={`${id}-amount`}
        className="latch-input"
        inputMode="decimal"
        autoComplete="off"
        value={o.amount}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-limit` : undefined}
        data-testid="latch-onramp-amount"
        onChange={(e) => void client.onramp.setForm({ amount: e.target.value })}
      />
      {problem && (
        <p className="latch-error" role="alert" id={`${id}-limit`} data-testid="latch-onramp-limit">
          {t(problem === 'below' ? 'onramp.belowMin' : 'onramp.aboveMax', { amount: String(problem === 'below' ? limits.min : limits.max), currency: o.paymentCurrency ?? '' })}
        </p>
      )}
      <div className="latch-split">
        <div className="latch-grow">
          <label htmlFor={`${id}-buy`}>{t('onramp.purchaseCurrency')}</label>
          <select
            id={`${id}-buy`}
            className="latch-input"
            value={o.purchaseCurrency ?? ''}
            data-testid="latch-onramp-purchase"
            onChange={(e) => void client.onramp.setForm({ purchaseCurrency: e.target.value })}
          >
            {purchasable.map((c) => (
              <option key={c.id} value={c.id}>
                {c.symbol} — {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="latch-grow">
          <label htmlFor={`${id}-pay`}>{t('onramp.paymentCurrency')}</label>
          <select
            id={`${id}-pay`}
            className="latch-input"
            value={o.paymentCurrency ?? ''}
            data-testid="latch-onramp-payment"
            onChange={(e) => void client.onramp.setForm({ paymentCurrency: e.target.value })}
          >
            {options.paymentCurrencies.map((c) => (
              <option key={c.id} value={c.id}>
                {c.id}
              </option>
            ))}
          </select>
        </div>
      </div>
      <section aria-live="polite" aria-busy={o.quotes.status === 'loading' || undefined} aria-label={t('onramp.quotes')} data-testid="latch-onramp-quotes">
        {!problem && o.quotes.status === 'loading' && <Spinner label={t('onramp.quotesLoading')} />}
        {!problem && o.quotes.status === 'error' && (
          <p className="latch-error" role="alert">
            {t('onramp.quotesError', { detail: errorText(t, o.quotes.error) })}
          </p>
        )}
        {!problem && o.quotes.status === 'ready' && o.quotes.items.length === 0 && <p className="latch-muted">{t('onramp.noProviders')}</p>}
        {!problem && o.quotes.items.length > 0 && (
          <ul className="latch-list" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))' }}>
            {o.quotes.items.map((q) => (
              <OnRampQuoteCard
                key={q.provider}
                result={q}
                info={options.providers.find((p) => p.name === q.provider)}
                disabled={busy}
                onContinue={() => continueWith(q.provider)}
              />
            ))}
          </ul>
        )}
      </section>
      <div role="status" aria-live="polite" data-testid="latch-onramp-status" data-status={checkout.status}>
        {checkout.status === 'opening' && (
          <p className="latch-muted">
            <Spinner /> {t('onramp.opening', { provider: providerLabel(checkout.provider) })}
          </p>
        )}
        {checkout.status === 'open' && (
          <p className="latch-muted">
            <Spinner /> {t('onramp.open')}
          </p>
        )}
        {checkout.status === 'done' && (
          <p className="latch-strong">
            {checkout.received ? t('onramp.done', { amount: checkout.received, symbol: network?.nativeCurrency.symbol ?? '' }) : t('onramp.doneNoAmount')}
          </p>
        )}
        {checkout.status === 'error' && (
          <p className="latch-error">{checkout.error ? t('onramp.failedDetail', { detail: errorText(t, checkout.error) }) : (actionError ?? t('onramp.failed'))}</p>
        )}
      </div>
    </div>
  )
}

/** The view, once its words are here in the modal's language (they load with it: i18n/money). */
export default function OnRampProviders() {
  const { t, locale } = useModalContext()
  return useMessagePart(moneyPart, locale) ? <OnRampProvidersView /> : <Spinner size="lg" label={t('modal.loading')} />
}
