import { lazy, Suspense } from 'react'
import { useModalContext, useSnapshot } from '../modal/context'
import { Avatar } from '../primitives/Avatar'
import { Button } from '../primitives/Button'
import { Icon } from '../primitives/Icon'
import { Spinner } from '../primitives/Spinner'
import { formatNumber, shortAddress } from '../utils/format'
import { useAction } from './useAction'

// Only chains whose transfers have coins (Bitcoin) list them: an EVM dapp never loads it.
const SendLegs = lazy(() => import('./SendLegs').then((m) => ({ default: m.SendLegs })))

/** What is about to be sent, to whom, and the network fee; Send hands it to the wallet, Cancel goes back. */
export default function WalletSendPreview() {
  const { client, t, locale } = useModalContext()
  const snap = useSnapshot()
  const { busy, run } = useAction()
  const ns = snap.activeNamespace
  const network = ns ? snap.namespaces[ns]?.network.caipNetwork : undefined
  const { to, resolvedTo, amount, feeText, status, closesAccount, feeRate, legs, feeSpeed, memo } = snap.send
  const speeds = client.send.options().feeSpeeds
  const symbol = snap.send.token?.symbol ?? network?.nativeCurrency.symbol ?? ''
  const feeSymbol = network?.nativeCurrency.symbol ?? ''
  const sending = busy || status === 'sending'
  return (
    <div className="latch-center">
      <p className="latch-strong" data-testid="latch-send-preview-amount">
        {amount} {symbol}
      </p>
      <Avatar address={resolvedTo ?? to} label={to} />
      <p className="latch-mono" title={resolvedTo ?? to} data-testid="latch-send-preview-to">
        {resolvedTo ? to : shortAddress(to)}
      </p>
      {/* A name shows with the address it resolved to: that address is what the wallet is asked to send to. */}
      {resolvedTo && (
        <p className="latch-muted latch-mono" title={resolvedTo} data-testid="latch-send-preview-address">
          {shortAddress(resolvedTo)}
        </p>
      )}
      {memo && client.send.options().memo && (
        <p className="latch-muted" data-testid="latch-send-preview-memo">
          {t('send.memoShown', { memo })}
        </p>
      )}
      {feeText && (
        <p className="latch-muted" data-testid="latch-send-preview-fee">
          {t('send.fee')}: {feeText} {feeSymbol}
        </p>
      )}
      {feeRate && (
        <p className="latch-muted" data-testid="latch-send-preview-fee-rate">
          {t('send.feeRate')}: {formatNumber(feeRate.value, locale, { maximumFractionDigits: 2 })} {feeRate.unit}
          {speeds && ` · ${t(`send.speed.${feeSpeed && speeds.options.includes(feeSpeed) ? feeSpeed : speeds.default}`)}`}
        </p>
      )}
      {legs && (
        <Suspense fallback={null}>
          <SendLegs legs={legs} symbol={feeSymbol} />
        </Suspense>
      )}
      {/* Before the wallet is asked: the chain removes an emptied account (Polkadot reaps it, nonce and all). */}
      {closesAccount && (
        <div className="latch-alert" role="note" data-testid="latch-send-preview-closes">
          <Icon name="warning" />
          <p>
            {t('send.closesAccount')}
            {closesAccount.minRemaining && ` ${t('send.closesAccount.reopen', { amount: closesAccount.minRemaining, symbol: closesAccount.symbol })}`}
          </p>
        </div>
      )}
      {sending && <Spinner label={t('send.sending')} />}
      <div className="latch-row">
        <Button disabled={sending} data-testid="latch-send-cancel" onClick={() => void client.send.cancel()}>
          {t('send.cancel')}
        </Button>
        <Button variant="primary" disabled={sending} data-testid="latch-send-confirm" onClick={() => void run(() => client.send.confirm())}>
          {t('send.confirm')}
        </Button>
      </div>
    </div>
  )
}

