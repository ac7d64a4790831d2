import { useEffect } from 'react'
import { useModalContext, useSnapshot } from '../modal/context'
import { Button } from '../primitives/Button'
import { Icon } from '../primitives/Icon'
import { QrCode } from '../primitives/QrCode'
import { Spinner } from '../primitives/Spinner'
import { usePairingExpired } from './usePairingExpired'
import { errorText } from '../i18n/errorText'
import type { MessageKey } from '../i18n/en'

/**
 * The pairing as a QR code (with an optional wallet logo), its copy button, and the preparing /
 * expired / failed states. On in-app messenger browsers and iOS Safari core reuses a live pairing, so
 * re-entering a view there does not orphan a scan; elsewhere each entry pairs anew (spec §4).
 */
export function WalletConnectQr({ logo, children }: { logo?: string; children?: (uri: string) => React.ReactNode }) {
  const { client, t } = useModalContext()
  const { walletConnect } = useSnapshot()
  const expired = usePairingExpired(walletConnect.pairingExpiry)

  useEffect(() => {
    client.connectWalletConnect().catch(() => {})
  }, [client])

  const refresh = () => void client.connectWalletConnect({ force: true }).catch(() => {})
  const copy = async () => {
    if (!walletConnect.uri) return
    try {
      await navigator.clipboard.writeText(walletConnect.uri)
      client.showSnackbar('success', 'wc.copied' satisfies MessageKey)
    } catch {
      client.showSnackbar('error', 'account.copyFailed' satisfies MessageKey)
    }
  }

  if (walletConnect.status === 'error') {
    return (
      <div className="latch-center" role="alert">
        <p className="latch-strong latch-error">{t('wc.failed')}</p>
        <p className="latch-muted">{walletConnect.error && errorText(t, walletConnect.error)}</p>
        <Button variant="primary" data-testid="latch-wc-retry" onClick={refresh}>
          {t('wc.retry')}
        </Button>
      </div>
    )
  }
  if (!walletConnect.uri) {
    return (
      <div className="latch-center">
        <Spinner size="lg" label={t('wc.preparing')} />
      </div>
    )
  }
  if (expired) {
    return (
      <div className="latch-center">
        <p className="latch-muted">{t('wc.expired')}</p>
        <Button variant="primary" data-testid="latch-wc-refresh" onClick={refresh}>
          {t('wc.refresh')}
        </Button>
      </div>
    )
  }
  return (
    <div className="latch-center">
      <QrCode value={walletConnect.uri} label={t('wc.qrLabel')} logo={logo} />
      <p className="latch-muted">{t('wc.scan')}</p>
      {children?.(walletConnect.uri)}
      <Button data-testid="latch-wc-copy" data-uri={walletConnect.uri} onClick={copy}>
        <Icon name="copy" /> {t('wc.copy')}
      </Button>
    </div>
  )
}
