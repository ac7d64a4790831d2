import { useModalContext, useSnapshot } from '../modal/context'
import { Icon } from '../primitives/Icon'
import { ListItem } from '../primitives/ListItem'
import { WalletList } from './WalletList'

/** How many wallets show before "All Wallets" takes over. */
export const CONNECT_VIEW_WALLET_LIMIT = 4

/**
 * The first view: wallets in connector-type order. E-mail and social rows join when the
 * embedded-wallet feature ships; until then nothing empty is shown for them.
 */
export default function Connect() {
  const { client, t } = useModalContext()
  const { connectors } = useSnapshot()
  if (connectors.length === 0) return <p className="latch-muted" data-testid="latch-connect-empty">{t('connect.noWallets')}</p>
  const shown = connectors.length > CONNECT_VIEW_WALLET_LIMIT + 1 ? connectors.slice(0, CONNECT_VIEW_WALLET_LIMIT) : connectors
  // With WalletConnect the directory has hundreds more wallets behind "All Wallets".
  const withDirectory = connectors.some((c) => c.type === 'WALLET_CONNECT')
  return (
    <>
      <WalletList connectors={shown} />
      {(shown.length < connectors.length || withDirectory) && (
        <ListItem
          label={t('connect.allWallets')}
          tags={withDirectory ? [] : [{ text: String(connectors.length) }]}
          trailing={<Icon name="chevron" />}
          data-testid="latch-all-wallets"
          onClick={() => client.router.push('AllWallets')}
        />
      )}
    </>
  )
}
