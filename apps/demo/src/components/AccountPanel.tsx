import { useAppKitAccount, useAppKitNetwork } from '@latch/react'
import { balanceText } from './balanceText'

/** What the dapp itself reads from AppKit's hooks (the modal shows the same through its own views). */
export function AccountPanel() {
  const account = useAppKitAccount()
  const { caipNetwork } = useAppKitNetwork()
  return (
    <section className="card" aria-labelledby="account-title">
      <h2 id="account-title">Account</h2>
      <dl className="facts">
        <dt>Status</dt>
        <dd data-testid="demo-status">{account.status ?? (account.isConnected ? 'connected' : 'disconnected')}</dd>
        <dt>Address</dt>
        <dd data-testid="demo-address" className="mono">
          {account.address ?? '—'}
        </dd>
        <dt>Chain</dt>
        <dd data-testid="demo-chain">{caipNetwork ? `${caipNetwork.name} (${caipNetwork.caipNetworkId})` : '—'}</dd>
        <dt>Login</dt>
        <dd data-testid="demo-login">
          {account.embeddedWalletInfo
            ? `${account.embeddedWalletInfo.authProvider}: ${account.embeddedWalletInfo.user.email ?? account.embeddedWalletInfo.user.userName ?? account.embeddedWalletInfo.user.address}`
            : '—'}
        </dd>
        <dt>Account type</dt>
        <dd data-testid="demo-account-type">
          {account.embeddedWalletInfo ? `${account.embeddedWalletInfo.accountType ?? '—'}${account.embeddedWalletInfo.accountType === 'smartAccount' ? (account.embeddedWalletInfo.isSmartAccountDeployed ? ' (deployed)' : ' (not deployed)') : ''}` : '—'}
        </dd>
        <dt>Balance</dt>
        <dd data-testid="demo-balance">{balanceText(account)}</dd>
      </dl>
    </section>
  )
}
