import { walletConnectLinks } from '@latch/core/wallets'
import { useModalContext, useSnapshot } from '../modal/context'
import { Button } from '../primitives/Button'
import { Icon } from '../primitives/Icon'
import { ContinueInWallet } from './ContinueInWallet'
import { openWalletConnectLink } from './openWalletLink'
import { walletCache } from './walletCache'
import { WalletConnectQr } from './WalletConnectQr'

/**
 * One directory wallet: its QR code (with its logo), and the links it publishes — the desktop app, the web
 * app — each opened only if its scheme is safe, and recorded as the pairing's linked wallet when opened. On a
 * phone there is no QR code: the wallet's app was opened from the list, and ContinueInWallet waits for it.
 */
export default function ConnectingWalletConnect() {
  const { client, t } = useModalContext()
  const { router } = useSnapshot()
  const wallet = router.data?.walletId ? walletCache.get(router.data.walletId) : undefined
  if (client.isMobile() && wallet) return <ContinueInWallet wallet={wallet} />
  return (
    <WalletConnectQr logo={wallet?.imageSrc}>
      {(uri) => {
        if (!wallet) return null
        const links = walletConnectLinks(wallet, uri)
        const actions = [
          links.desktop ? { key: 'desktop', href: links.desktop, label: t('wc.openDesktop') } : undefined,
          links.webapp ? { key: 'webapp', href: links.webapp, label: t('wc.openWeb') } : undefined,
        ].filter((a) => a !== undefined)
        return (
          <div className="latch-row">
            {actions.map((a) => (
              <Button key={a.key} variant="primary" data-testid={`latch-wc-open-${a.key}`} onClick={() => openWalletConnectLink(client, { name: wallet.name, href: a.href })}>
                {a.label} <Icon name="external" />
              </Button>
            ))}
          </div>
        )
      }}
    </WalletConnectQr>
  )
}
