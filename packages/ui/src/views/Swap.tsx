import type { SwapState, SwapTokenOption } from '@latch/core'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import type { Translate } from '../i18n/translate'
import { moneyPart } from '../i18n/money/load'
import { useMessagePart } from './useMessagePart'
import { useModalContext, useSnapshot } from '../modal/context'
import { Button } from '../primitives/Button'
import { IconButton } from '../primitives/IconButton'
import { Spinner } from '../primitives/Spinner'
import { formatBalance, shortAddress } from '../utils/format'
import { SwapQuoteDetails } from './SwapQuoteDetails'
import { SwapSlippage } from './SwapSlippage'
import { SwapTokenPicker } from './SwapTokenPicker'
import { blocksSwap, swapErrorDetail, swapErrorText } from './swapErrorText'
import { useAction } from './useAction'

/** The main button's words and whether it acts, from the form's state alone. */
export function swapButton(t: Translate, s: SwapState): { text: string; enabled: boolean } {
  if (s.status === 'approving') return { text: t('swap.button.approving'), enabled: false }
  if (s.status === 'swapping') return { text: t('swap.button.swapping'), enabled: false }
  if (!s.fromToken || !s.toToken) return { text: t('swap.button.selectToken'), enabled: false }
  if (s.error && blocksSwap(s.error)) return { text: swapErrorText(t, s.error), enabled: false }
  if (s.amount.trim() === '') return { text: t('swap.button.enterAmount'), enabled: false }
  if (!s.quote || s.quoteStatus === 'loading' || s.quoteStatus === 'idle') return { text: t('swap.quoteLoading'), enabled: false }
  if (s.quote.approval && !s.quote.approval.batched) return { text: t('swap.button.approveAndSwap', { symbol: s.fromToken.symbol }), enabled: true }
  return { text: t('swap.button.swap'), enabled: true }
}

type Side = 'from' | 'to'

/**
 * The Swap form: the token in and the token out (each picked from a searchable list), the amount on the side the
 * user types, Max, flip, slippage, and the quote with its terms, kept fresh while the view shows.
 */
function SwapView() {
  const { client, t, locale } = useModalContext()
  const snap = useSnapshot()
  const s = snap.swap
  const { busy, run, error: actionError } = useAction()
  const id = useId()
  const [picking, setPicking] = useState<Side>()
  const openers = { from: useRef<HTMLButtonElement>(null), to: useRef<HTMLButtonElement>(null) }
  const returnFocus = useRef<Side>(undefined)
  useEffect(() => {
    const watching = client.swap.watch()
    return () => void watching.then((stop) => stop())
  }, [client])
  // Reached by `open({ view: 'Swap' })`, before the form ever opened: open it now.
  useEffect(() => {
    if (!s) void client.swap.open()
  }, [client, s])
  useEffect(() => {
    if (picking || !returnFocus.current) return
    openers[returnFocus.current].current?.focus()
    returnFocus.current = undefined
  })
  const closePicker = () => {
    returnFocus.current = picking
    setPicking(undefined)
  }
  const pick = (token: SwapTokenOption) => {
    void client.swap.setForm(picking === 'from' ? { fromToken: token } : { toToken: token })
    closePicker()
  }
  const sideLabel = (side: Side) => t(side === 'from' ? 'swap.from' : 'swap.to')
  if (!s) return <Spinner size="lg" label={t('swap.quoteLoading')} />
  if (picking) {
    const selected = picking === 'from' ? s.fromToken : s.toToken
    return <SwapTokenPicker side={sideLabel(picking)} tokens={s.tokens} selected={selected?.asset} onPick={pick} onClose={closePicker} />
  }

  const inProgress = s.status === 'approving' || s.status === 'swapping'
  const button = swapButton(t, s)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!button.enabled || busy) return
    // After a failed attempt core keeps the error on show; Swap again retries (a slippage failure with a fresh quote).
    void run(async () => void (await client.swap.confirm()))
  }
  const amountIn = s.side === 'in' ? s.amount : (s.quote?.amountIn ?? '')
  const amountOut = s.side === 'out' ? s.amount : (s.quote?.amountOut ?? '')
  const tokenButton = (side: Side) => {
    const token = side === 'from' ? s.fromToken : s.toToken
    return (
      <button
        type="button"
        ref={openers[side]}
        className="latch-btn"
        data-variant="secondary"
        aria-label={t('swap.pick', { side: sideLabel(side), token: token?.symbol ?? t('swap.selectToken') })}
        disabled={inProgress}
        data-testid={`latch-swap-${side}`}
        onClick={() => setPicking(side)}
      >
        {token?.symbol ?? t('swap.selectToken')}
      </button>
    )
  }
  // Typing on a side asks for that amount in, or that amount out.
  const amountField = (side: 'in' | 'out', value: string, describedBy?: string) => (
    <input
      id={`${id}-${side}`}
      className="latch-input latch-grow"
      inputMode="decimal"
      autoComplete="off"
      placeholder="0"
      value={value}
      disabled={inProgress}
      aria-describedby={describedBy}
      data-testid={`latch-swap-amount-${side}`}
      onChange={(e) => void client.swap.setForm({ amount: e.target.value, side })}
    />
  )
  const error = s.error
  const detail = error && swapErrorDetail(t, error)
  return (
    <form className="latch-form" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-in`}>{t('swap.from')}</label>
      <div className="latch-split">
        {amountField('in', amountIn, s.fromToken?.balance !== undefined ? `${id}-bal` : undefined)}
        {tokenButton('from')}
      </div>
      {s.fromToken?.balance !== undefined && (
        <div className="latch-split">
          <p className="latch-muted latch-grow" id={`${id}-bal`} data-testid="latch-swap-balance">
            {t('swap.balance', { amount: formatBalance(s.fromToken.balance, s.fromToken.symbol, locale) })}
          </p>
          <Button data-testid="latch-swap-max" disabled={busy || inProgress} onClick={() => void run(() => client.swap.max())}>
            {t('swap.max')}
          </Button>
        </div>
      )}
      <div className="latch-row">
        <IconButton icon="flip" label={t('swap.flip')} disabled={inProgress} data-testid="latch-swap-flip" onClick={() => void client.swap.flip()} />
      </div>
      <label htmlFor={`${id}-out`}>{t('swap.to')}</label>
      <div className="latch-split">
        {amountField('out', amountOut)}
        {tokenButton('to')}
      </div>
      <SwapSlippage value={s.slippage} disabled={inProgress} />
      <section aria-live="polite" aria-busy={s.quoteStatus === 'loading' || undefined} aria-label={t('swap.quote')} data-testid="latch-swap-quote">
        {s.quoteStatus === 'loading' && !s.quote && <Spinner label={t('swap.quoteLoading')} />}
        {s.quote && s.fromToken && s.toToken && <SwapQuoteDetails quote={s.quote} from={s.fromToken.symbol} to={s.toToken.symbol} refreshing={s.quoteStatus === 'loading'} />}
        {s.quote?.approval && s.fromToken && (
          <p className="latch-muted" data-testid="latch-swap-approval">
            {t(s.quote.approval.batched ? 'swap.approvalBatched' : 'swap.approvalTwoSteps', { symbol: s.fromToken.symbol })}
          </p>
        )}
      </section>
      {error && (
        <div className="latch-error" role="alert" data-testid="latch-swap-error">
          <p className="latch-error">{swapErrorText(t, error)}</p>
          {detail && (
            <p className="latch-muted" data-testid="latch-swap-error-detail">
              {detail}
            </p>
          )}
        </div>
      )}
      {!error && actionError && (
        <p className="latch-error" role="alert" data-testid="latch-swap-error">
          {actionError}
        </p>
      )}
      {s.hash && s.status === 'success' && (
        <p className="latch-muted" role="status" title={s.hash} data-testid="latch-swap-hash">
          {t('swap.done', { hash: shortAddress(s.hash) })}
        </p>
      )}
      <Button type="submit" variant="primary" disabled={!button.enabled || busy} aria-busy={inProgress || undefined} data-testid="latch-swap-submit">
        {inProgress && <Spinner />}
        {button.text}
      </Button>
    </form>
  )
}

/** The view, once its words are here in the modal's language (they load with it: i18n/money). */
export default function Swap() {
  const { t, locale } = useModalContext()
  return useMessagePart(moneyPart, locale) ? <SwapView /> : <Spinner size="lg" label={t('modal.loading')} />
}
