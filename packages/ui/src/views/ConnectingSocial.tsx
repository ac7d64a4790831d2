import { useModalContext, useSnapshot } from '../modal/context'
import { Button } from '../primitives/Button'
import { Spinner } from '../primitives/Spinner'
import { socialName } from './socialName'
import { errorLongText, errorText } from '../i18n/errorText'

/** While the provider's window is open; on failure (closed, blocked, refused) says why and offers a retry. */
export default function ConnectingSocial() {
  const { client, t } = useModalContext()
  const { router, embeddedWallet } = useSnapshot()
  const provider = router.data?.provider ?? embeddedWallet.socialProvider ?? ''
  const name = socialName(provider)
  const failed = embeddedWallet.status === 'error'
  const retry = () => {
    const popup = window.open('', 'latch-social', 'popup,width=480,height=640')
    client.embeddedWallet.connectSocial(provider as never, popup).catch(() => {})
  }
  return (
    <div className="latch-center" aria-live="polite">
      {failed ? (
        <>
          <p className="latch-strong latch-error" data-testid="latch-social-error">
            {embeddedWallet.error && errorText(t, embeddedWallet.error)}
          </p>
          <p className="latch-muted">{embeddedWallet.error && errorLongText(t, embeddedWallet.error)}</p>
          <Button variant="primary" data-testid="latch-social-retry" onClick={retry}>
            {t('social.retry')}
          </Button>
        </>
      ) : (
        <>
          <p className="latch-strong">{t('social.continueIn', { provider: name })}</p>
          <Spinner label={t('social.continueIn', { provider: name })} />
        </>
      )}
    </div>
  )
}
