import { type FormEvent, lazy, Suspense, useId } from 'react'
import { useModalContext, useSnapshot } from '../modal/context'
import { Button } from '../primitives/Button'
import { formatBalance, shortAddress } from '../utils/format'
import { errorText } from '../i18n/errorText'
import { sendErrorText } from './sendErrorText'
import { useAction } from './useAction'

// Only chains that price by speed (Bitcoin) show it: an EVM dapp never loads it.
const FeeSpeedPicker = lazy(() => import('./FeeSpeedPicker').then((m) => ({ default: m.FeeSpeedPicker })))

/** The send form: amount (with Max, which leaves the network fee) and receiver, checked before the preview. */
export default function WalletSend() {
  const { client, t, locale } = useModalContext()
  const snap = useSnapshot()
  const { busy, run } = useAction()
  const id = useId()
  const { to, amount, errors, hash, status, error, feeSpeed, memo } = snap.send
  const { feeSpeeds: speeds, memo: memoRule } = client.send.options()
  const ns = snap.activeNamespace
  const account = ns ? snap.namespaces[ns]?.account : undefined
  const submit = (e: FormEvent) => {
    e.preventDefault()
    void run(() => client.send.preview())
  }
  return (
    <form className="latch-form" onSubmit={submit} noValidate>
      {snap.send.token ? (
        <p className="latch-muted" data-testid="latch-send-balance">{formatBalance(snap.send.token.quantity, snap.send.token.symbol, locale)}</p>
      ) : (
        account?.balance !== undefined && <p className="latch-muted" data-testid="latch-send-balance">{formatBalance(account.balance, account.balanceSymbol, locale)}</p>
      )}
      <label htmlFor={`${id}-amount`}>{t('send.amount')}</label>
      <div className="latch-row">
        <input
          id={`${id}-amount`}
          className="latch-input latch-grow"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          aria-invalid={errors.amount ? true : undefined}
          data-testid="latch-send-amount"
          onChange={(e) => void client.send.setForm({ amount: e.target.value })}
        />
        <Button data-testid="latch-send-max" disabled={busy} onClick={() => void run(() => client.send.max())}>
          {t('send.max')}
        </Button>
      </div>
      {errors.amount && (
        <p className="latch-error" role="alert" data-testid="latch-send-amount-error">
          {sendErrorText(t, errors.amount)}
        </p>
      )}
      <label htmlFor={`${id}-to`}>{t('send.to')}</label>
      <input
        id={`${id}-to`}
        className="latch-input latch-mono"
        autoComplete="off"
        spellCheck={false}
        value={to}
        aria-invalid={errors.to ? true : undefined}
        data-testid="latch-send-to"
        onChange={(e) => void client.send.setForm({ to: e.target.value })}
      />
      {errors.to && (
        <p className="latch-error" role="alert" data-testid="latch-send-to-error">
          {sendErrorText(t, errors.to)}
        </p>
      )}
      {/* Where the chain records a note with the transfer (Cosmos): optional, checked against its limit. */}
      {memoRule && (
        <>
          <label htmlFor={`${id}-memo`}>{t('send.memo')}</label>
          <input
            id={`${id}-memo`}
            className="latch-input"
            autoComplete="off"
            value={memo ?? ''}
            aria-invalid={errors.memo ? true : undefined}
            data-testid="latch-send-memo"
            onChange={(e) => void client.send.setForm({ memo: e.target.value })}
          />
          {errors.memo && (
            <p className="latch-error" role="alert" data-testid="latch-send-memo-error">
              {sendErrorText(t, errors.memo)}
            </p>
          )}
        </>
      )}
      {speeds && (
        <Suspense fallback={null}>
          <FeeSpeedPicker choice={speeds} value={feeSpeed} disabled={busy || status === 'checking'} />
        </Suspense>
      )}
      {status === 'error' && error && (
        <p className="latch-error" role="alert" data-testid="latch-send-error">
          {errorText(t, error)}
        </p>
      )}
      {hash && status === 'idle' && !amount && (
        <p className="latch-muted" role="status" data-testid="latch-send-hash" title={hash}>
          {t('send.sent', { hash: shortAddress(hash) })}
        </p>
      )}
      <Button type="submit" variant="primary" disabled={busy || status === 'checking'} data-testid="latch-send-preview">
        {t('send.preview')}
      </Button>
    </form>
  )
}
