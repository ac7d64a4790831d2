import { useModalContext, useSnapshot } from '../modal/context'
import { Button } from '../primitives/Button'
import { Spinner } from '../primitives/Spinner'
import { WalletImage } from '../primitives/WalletImage'
import { startConnect } from './startConnect'
import { errorLongText, errorText } from '../i18n/errorText'

/** Waiting for an extension wallet; on a decline or error, says why and offers a retry. */
export default function ConnectingExternal() {
  const { client, t } = useModalContext()
  const { router, connectors, connecting } = useSnapshot()
  const connectorId = router.data?.connectorId
  const connector = connectors.find((c) => c.id === connectorId)
  const name = connector?.name ?? connectorId ?? ''
  const failed = connecting.status === 'error' && connecting.connectorId === connectorId
  const error = failed ? connecting.error : undefined
  return (
    <div className="latch-center" aria-live="polite">
      <WalletImage src={connector?.imageUrl} name={name} size="lg" />
      {failed ? (
        <>
          <p className="latch-strong latch-error" data-testid="latch-connecting-error">
            {error?.code === 'USER_REJECTED' ? t('connecting.declined') : error && errorText(t, error)}
          </p>
          <p className="latch-muted">{error && errorLongText(t, error)}</p>
          <Button variant="primary" data-testid="latch-connecting-retry" onClick={() => connectorId && startConnect(client, connectorId, { navigate: false })}>
            {t('connecting.retry')}
          </Button>
        </>
      ) : (
        <>
          <p className="latch-strong">{t('connecting.continueIn', { wallet: name })}</p>
          <p className="latch-muted">{t('connecting.accept')}</p>
          <Spinner label={t('connecting.continueIn', { wallet: name })} />
        </>
      )}
    </div>
  )
}
