import { useModalContext, useSnapshot } from '../modal/context'
import { Avatar } from '../primitives/Avatar'
import { Button } from '../primitives/Button'
import { Spinner } from '../primitives/Spinner'
import { shortAddress } from '../utils/format'
import { useAction } from './useAction'
import { errorText } from '../i18n/errorText'

/** Sign-in with X: why the dapp asks, then Sign (the wallet signs the message) or Cancel. */
export default function SIWXSignMessage() {
  const { client, t } = useModalContext()
  const snap = useSnapshot()
  const { busy, run } = useAction()
  const ns = snap.activeNamespace
  const address = ns ? snap.namespaces[ns]?.account.address : undefined
  const app = client.options.metadata?.name ?? ''
  const error = snap.siwx.status === 'error' ? snap.siwx.error : undefined
  const signing = busy || snap.siwx.status === 'signing'
  return (
    <div className="latch-center" aria-live="polite">
      {address && <Avatar address={address} label={shortAddress(address)} />}
      <p className="latch-strong">{t('siwx.message', { app })}</p>
      <p className="latch-muted">{t('siwx.explain')}</p>
      {error && (
        <p className="latch-error" role="alert" data-testid="latch-siwx-error">
          {errorText(t, error)}
        </p>
      )}
      {signing && <Spinner label={t('siwx.signing')} />}
      <div className="latch-row">
        <Button disabled={signing} data-testid="latch-siwx-cancel" onClick={() => void run(() => client.siwx.cancel())}>
          {t('siwx.cancel')}
        </Button>
        <Button variant="primary" disabled={signing} data-testid="latch-siwx-sign" onClick={() => void run(() => client.siwx.signIn())}>
          {t('siwx.sign')}
        </Button>
      </div>
    </div>
  )
}
