import { useModalContext, useSnapshot } from '../modal/context'
import { Avatar } from '../primitives/Avatar'
import { Button } from '../primitives/Button'
import { Spinner } from '../primitives/Spinner'
import { shortAddress } from '../utils/format'
import { useAction } from './useAction'

/** What is about to be sent, to whom, and the network fee; Send hands it to the wallet, Cancel goes back. */
export default function WalletSendPreview() {
  const { client, t } = useModalContext()
  const snap = useSnapshot()
  const { busy, run } = useAction()
  const ns = snap.activeNamespace
  const network = ns ? snap.namespaces[ns]?.network.caipNetwork : undefined
  const { to, amount, feeText, status } = snap.send
  const symbol = snap.send.token?.symbol ?? network?.nativeCurrency.symbol ?? ''
  const feeSymbol = network?.nativeCurrency.symbol ?? ''
  const sending = busy || status === 'sending'
  return (
    <div className="latch-center">
      <p className="latch-strong" data-testid="latch-send-preview-amount">
        {amount} {symbol}
      </p>
      <Avatar address={to} label={to} />
      <p className="latch-mono" title={to} data-testid="latch-send-preview-to">
        {shortAddress(to)}
      </p>
      {feeText && (
        <p className="latch-muted" data-testid="latch-send-preview-fee">
          {t('send.fee')}: {feeText} {feeSymbol}
        </p>
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

