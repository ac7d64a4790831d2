import { accountOffers, namesServe } from '@latch/core/offers'
import { lazy, Suspense } from 'react'
import { copyAddress } from '../utils/copyAddress'
import { useModalContext, useSnapshot } from '../modal/context'
import { Avatar } from '../primitives/Avatar'
import { Icon } from '../primitives/Icon'
import { IconButton } from '../primitives/IconButton'
import { ListItem } from '../primitives/ListItem'
import { Spinner } from '../primitives/Spinner'
import { formatBalance, shortAddress } from '../utils/format'
import { AccountTabs } from './AccountTabs'
import { ConnectedNamespaces, connectedNamespaces } from './ConnectedNamespaces'
import { offersSmartAccount } from './offersSmartAccount'

// Only an embedded wallet with a smart account on this network brings the switch and its words.
const SmartAccountParts = lazy(() => import('./AccountTypeSwitch').then((m) => ({ default: m.SmartAccountParts })))
// Only a host with a name service (options.names) brings the registration entry and its words (issue #19).
const AccountNameEntry = lazy(() => import('./AccountNameEntry').then((m) => ({ default: m.AccountNameEntry })))

/**
 * The connected account: avatar, address (copy), balance read from the chain, explorer link, network,
 * disconnect; for the embedded wallet, its e-mail (editable) and, on networks where its frame offers one, the switch
 * between the EOA and the smart account. The Tokens / NFTs / Activity tabs show when the host configured them
 * (Activity also needs `features.history`).
 * With accounts on several namespaces, each is listed (switch to it, disconnect it alone) and Disconnect ends them all.
 */
export default function Account() {
  const { client, t, locale } = useModalContext()
  const snap = useSnapshot()
  const offers = accountOffers(client.options, snap)
  const ns = snap.activeNamespace
  const state = ns ? snap.namespaces[ns] : undefined
  const account = state?.account
  const network = state?.network.caipNetwork
  if (!account?.address) return null
  const address = account.address
  // Core builds it from the network's explorer (only http(s); a query such as Solscan's cluster kept).
  const explorer = account.addressExplorerUrl

  const copy = () => copyAddress(client, address)

  const moneyAction = (name: 'swap' | 'buy' | 'receive', onClick: () => void) => (
    <ListItem label={t(`account.${name}`)} leading={<span className="latch-lead"><Icon name={name} /></span>} data-testid={`latch-account-${name}`} onClick={onClick} />
  )

  return (
    <>
      <div className="latch-center">
        <Avatar address={address} src={account.profileImage} label={t('account.avatar', { address: account.profileName ?? address })} />
        <div className="latch-row">
          <p className="latch-strong latch-mono" data-testid="latch-account-address" title={address}>
            {account.profileName ?? shortAddress(address)}
          </p>
          <IconButton icon="copy" label={t('account.copy')} data-testid="latch-account-copy" onClick={copy} />
        </div>
        {account.preferredAccountType === 'smartAccount' && account.connectorId === 'AUTH' && (
          <Suspense fallback={null}>
            <SmartAccountParts part="tag" type="smartAccount" />
          </Suspense>
        )}
        <p className="latch-muted" data-testid="latch-account-balance" aria-busy={account.balanceLoading || undefined}>
          {account.balance !== undefined ? formatBalance(account.balance, account.balanceSymbol, locale) : <Spinner label={t('account.balanceLoading')} />}
        </p>
        {explorer && (
          <a className="latch-btn" href={explorer} target="_blank" rel="noopener noreferrer" data-testid="latch-account-explorer">
            {t('account.explorer')} <Icon name="external" />
          </a>
        )}
      </div>
      {snap.features.send && (
        <ListItem
          label={t('send.open')}
          leading={<span className="latch-lead"><Icon name="send" /></span>}
          data-testid="latch-account-send"
          // Send from here is the native currency, whatever token a send left behind (a token row picks one).
          onClick={() => void client.send.setForm({ token: null }).then(() => client.router.push('WalletSend'))}
        />
      )}
      {/* What the account can do here besides Send, as core offers it (issue #17); Swap and Buy push their own views. */}
      {offers.swap && moneyAction('swap', () => void client.swap.open())}
      {offers.onramp && moneyAction('buy', () => void client.onramp.open())}
      {offers.receive && moneyAction('receive', () => client.router.push('WalletReceive'))}
      {namesServe(client.options.names, ns) && !account.profileName && (
        <Suspense fallback={null}>
          <AccountNameEntry />
        </Suspense>
      )}
      <ListItem
        label={t('account.network', { network: network?.name ?? '' })}
        image={network?.assets?.imageUrl}
        leading={network?.assets?.imageUrl ? undefined : <span className="latch-lead"><Icon name="network" /></span>}
        data-testid="latch-account-networks"
        onClick={() => client.router.push('Networks')}
      />
      <ConnectedNamespaces />
      {account.connectorId === 'AUTH' && snap.embeddedWallet.email && (
        <ListItem
          label={t('account.email', { email: snap.embeddedWallet.email })}
          leading={<span className="latch-lead"><Icon name="mail" /></span>}
          tags={[{ text: t('account.updateEmail') }]}
          data-testid="latch-account-email"
          onClick={() => client.router.push('UpdateEmailWallet')}
        />
      )}
      {account.connectorId === 'AUTH' && !snap.embeddedWallet.email && account.user?.userName && (
        // A login without an e-mail (Farcaster, a social account that keeps it to itself) is named by its user name.
        <p className="latch-muted" data-testid="latch-account-login">
          {t('account.signedInAs', { name: account.user.userName })}
        </p>
      )}
      {state && offersSmartAccount(account, state.network) && (
        <Suspense fallback={null}>
          <SmartAccountParts part="switch" type={account.preferredAccountType} />
        </Suspense>
      )}
      <AccountTabs currentTab={account.currentTab} />
      <ListItem
        label={t(connectedNamespaces(snap).length > 1 ? 'account.disconnectAll' : 'account.disconnect')}
        leading={<span className="latch-lead"><Icon name="disconnect" /></span>}
        trailing={null}
        data-testid="latch-account-disconnect"
        onClick={() => void client.disconnect()}
      />
    </>
  )
}
