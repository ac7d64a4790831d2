import { useCallback, useEffect, useRef, useState } from 'react'
import { useModalContext, useSnapshot } from '../modal/context'
import { Button } from '../primitives/Button'
import { Spinner } from '../primitives/Spinner'
import { errorText } from '../i18n/errorText'

/** A new device: waits while the user opens the approval link from the e-mail; the code step follows. */
export default function EmailVerifyDevice() {
  const { client, t } = useModalContext()
  const email = useSnapshot().router.data?.email ?? ''
  const [failure, setFailure] = useState<{ error: unknown }>()
  const live = useRef(true)
  const start = useCallback(() => {
    setFailure(undefined)
    client.embeddedWallet.connectDevice().catch((error: unknown) => live.current && setFailure({ error }))
  }, [client])
  useEffect(() => {
    live.current = true
    start()
    return () => {
      live.current = false
    }
  }, [start])
  return (
    <div className="latch-center" aria-live="polite" data-testid="latch-device-waiting">
      <p className="latch-strong">{t('device.message', { email })}</p>
      {failure ? (
        <>
          <p className="latch-error" role="alert" data-testid="latch-device-error">
            {errorText(t, failure.error)}
          </p>
          <Button variant="primary" onClick={start}>
            {t('social.retry')}
          </Button>
        </>
      ) : (
        <Spinner label={t('device.waiting')} />
      )}
    </div>
  )
}
