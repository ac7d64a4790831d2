import type { Connector } from '@latch/core'
import { useModalContext, useSnapshot } from '../modal/context'
import { BrandMark } from '../primitives/BrandMark'
import { ListItem } from '../primitives/ListItem'
import { startConnect } from './startConnect'

/** Rows of wallets; a click starts the connection and shows ConnectingExternal. */
export function WalletList({ connectors }: { connectors: readonly Connector[] }) {
  const { client, t } = useModalContext()
  const { recentConnectorIds } = useSnapshot()
  return (
    <ul className="latch-list">
      {connectors.map((c) => {
        const tags: { text: string; tone?: 'accent' }[] = []
        if (recentConnectorIds.includes(c.id)) tags.push({ text: t('connect.recent') })
        // A MULTI_CHAIN wallet is folded from announced / injected ones.
        if (c.type === 'ANNOUNCED' || c.type === 'INJECTED' || c.type === 'MULTI_CHAIN') tags.push({ text: t('connect.installed'), tone: 'accent' })
        return (
          <li key={`${c.chain}:${c.id}`}>
            <ListItem
              label={c.name}
              image={c.imageUrl}
              // WalletConnect's logo is drawn here: the row needs no image from anywhere.
              leading={c.type === 'WALLET_CONNECT' && !c.imageUrl ? <span className="latch-img" aria-hidden="true"><BrandMark name="walletConnect" size={36} /></span> : undefined}
              tags={tags} data-testid={`latch-wallet-${c.id}`} onClick={() => (c.type === 'WALLET_CONNECT' ? client.router.push('ConnectingWalletConnectBasic') : startConnect(client, c.id))} />
          </li>
        )
      })}
    </ul>
  )
}
