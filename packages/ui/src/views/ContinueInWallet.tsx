import { type LoadedWallet, walletConnectLinks } from '@latch/core/wallets'
import { useModalContext, useSnapshot } from '../modal/context'
import { Button } from '../primitives/Button'
import { Icon } from '../primitives/Icon'
import { Spinner } from '../primitives/Spinner'
import { WalletImage } from '../primitives/WalletImage'
import { errorText } from '../i18n/errorText'
import { openWalletConnectLink } from './openWalletLink'
import { openOnPhone, phoneLink } from './phoneLink'
import { usePhonePairing } from './usePhonePairing'

/**
 * A directory wallet on a phone: no QR code (the phone showing it cannot scan it). The wallet's app was opened
 * by its link when the user tapped its row; this view waits for the approval, re-opens the app on "Try again"
 * (with a fresh pairing if the old one expired), and says so when the directory gives no link that is safe
 * to open. The way back is the header's back button, to the list.
 */
export function ContinueInWallet({ wallet }: { wallet: LoadedWallet }) {
  const { client, t } = useModalContext()
  const { walletConnect } = useSnapshot()
  const { uri, making } = usePhonePairing({ enabled: true, start: false })
  const href = uri ? phoneLink(wallet, uri) : undefined
  // The links do not depend on the URI being live: any stand-in tells whether the entry has one at all.
  const hasLink = phoneLink(wallet, 'wc:probe@2') !== undefined
  // A wallet with no app link may still take the pairing in its web app.
  const webapp = uri ? walletConnectLinks(wallet, uri).webapp : undefined

  const retry = () => {
    if (openOnPhone(client, wallet, uri)) return
    // No live pairing to hand over: make one; the app opens when it is ready (a browser may then ask first).
    client
      .connectWalletConnect({ force: true })
      .then((fresh) => openOnPhone(client, wallet, fresh))
      .catch(() => {})
  }

  if (!hasLink) {
    return (
      <div className="latch-center" role="alert" data-testid="latch-wc-no-app-link">
        <WalletImage src={wallet.imageSrc} name={wallet.name} size="lg" />
        <p className="latch-strong">{t('wc.noAppLink', { wallet: wallet.name })}</p>
        {webapp && (
          <Button variant="primary" data-testid="latch-wc-open-webapp" onClick={() => openWalletConnectLink(client, { name: wallet.name, href: webapp })}>
            {t('wc.openWeb')} <Icon name="external" />
          </Button>
        )}
      </div>
    )
  }
  const failed = walletConnect.status === 'error'
  // Until the app has been opened for this pairing (the URI was not ready at the tap) the button says "Open".
  const opened = walletConnect.linking?.name === wallet.name
  return (
    <div className="latch-center" aria-live="polite" data-testid="latch-wc-continue">
      <WalletImage src={wallet.imageSrc} name={wallet.name} size="lg" />
      <p className="latch-strong">{t('connecting.continueIn', { wallet: wallet.name })}</p>
      {failed ? (
        <p className="latch-error" data-testid="latch-wc-error">
          {t('wc.failed')} {walletConnect.error && errorText(t, walletConnect.error)}
        </p>
      ) : (
        <p className="latch-muted">{t('connecting.accept')}</p>
      )}
      {making && <Spinner label={t('modal.loading')} />}
      <Button variant="primary" data-testid="latch-wc-retry" data-href={href} onClick={retry}>
        {opened || failed ? t('connecting.retry') : t('wc.open', { wallet: wallet.name })} <Icon name="external" />
      </Button>
    </div>
  )
}

