import { useCallback, useEffect, useRef, useState } from 'react'
import { useModalContext, useSnapshot } from '../modal/context'
import { Button } from '../primitives/Button'
import { Spinner } from '../primitives/Spinner'

/** A new device: waits while the user opens the approval link from the e-mail; the code step follows. */
export default function EmailVerifyDevice() {
  const { client, t } = useModalContext()
  const email = useSnapshot().router.data?.email ?? ''
  const [error, setError] = useState<string>()
  const live = useRef(true)
  const start = useCallback(() => {
    setError(undefined)
    client.embeddedWallet.connectDevice().catch((e: unknown) => live.current && setError(e instanceof Error ? e.message : String(e)))
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
      {error ? (
        <>
          <p className="latch-error" role="alert" data-testid="latch-device-error">
            {error}
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
