import { Fragment, type ReactNode } from 'react'
import { useModalContext, useSnapshot } from '../modal/context'
import { Icon } from '../primitives/Icon'
import { ListItem } from '../primitives/ListItem'
import { EmailLoginForm } from './EmailLoginForm'
import { SocialButtons } from './SocialButtons'
import { useWalletConnectors } from './useWalletConnectors'
import { WalletList } from './WalletList'

/** How many wallets show before "All Wallets" takes over. */
export const CONNECT_VIEW_WALLET_LIMIT = 4

function Wallets() {
  const { client, t } = useModalContext()
  const connectors = useWalletConnectors()
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
          leading={<span className="latch-lead"><Icon name="allWallets" /></span>}
          tags={withDirectory ? [] : [{ text: String(connectors.length) }]}
          trailing={<Icon name="chevron" />}
          data-testid="latch-all-wallets"
          onClick={() => client.router.push('AllWallets')}
        />
      )}
    </>
  )
}

/**
 * The first view: the connect methods in the order of spec §2 — e-mail, social, wallets (wallets first
 * when the browser has one) — separated by "or".
 */
export default function Connect() {
  const { t } = useModalContext()
  const { connectMethodsOrder, embeddedWallet } = useSnapshot()
  const sections: { key: string; node: ReactNode }[] = []
  for (const method of connectMethodsOrder) {
    if (method === 'email' && embeddedWallet.emailLogin) sections.push({ key: method, node: <EmailLoginForm /> })
    if (method === 'social' && embeddedWallet.socialProviders.length > 0) sections.push({ key: method, node: <SocialButtons /> })
    if (method === 'wallet') sections.push({ key: method, node: <Wallets /> })
  }
  return (
    <>
      {sections.map((s, i) => (
        <Fragment key={s.key}>
          {i > 0 && (
            <p className="latch-divider" aria-hidden="true">
              {t('email.or')}
            </p>
          )}
          {s.node}
        </Fragment>
      ))}
    </>
  )
}
