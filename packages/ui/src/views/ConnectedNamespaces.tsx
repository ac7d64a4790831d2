import type { ChainNamespace, LatchSnapshot, NamespaceState } from '@latch/core'
import { useId } from 'react'
import { useModalContext, useSnapshot } from '../modal/context'
import { IconButton } from '../primitives/IconButton'
import { WalletImage } from '../primitives/WalletImage'
import { shortAddress } from '../utils/format'
import type { MessageKey } from '../i18n/en'

/** The namespaces with a connected account, in the snapshot's order. */
export function connectedNamespaces(snap: LatchSnapshot): [ChainNamespace, NamespaceState][] {
  return (Object.entries(snap.namespaces) as [ChainNamespace, NamespaceState][]).filter(([, s]) => s.account.status === 'connected' && s.account.address)
}

/**
 * With accounts on several namespaces (e.g. EVM and Solana): one row each — family and network, short address —
 * the active one marked; picking another makes it active (on the network it is on), and each disconnects alone.
 */
export function ConnectedNamespaces() {
  const { client, t } = useModalContext()
  const snap = useSnapshot()
  const headingId = useId()
  const connected = connectedNamespaces(snap)
  if (connected.length < 2) return null
  return (
    <>
      <h3 className="latch-subtitle" id={headingId}>
        {t('account.namespaces')}
      </h3>
      <ul className="latch-list" aria-labelledby={headingId}>
        {connected.map(([ns, { account, network }]) => {
          const active = ns === snap.activeNamespace
          const family = t(`namespace.${ns}`)
          const { caipNetwork } = network
          // On its current network the namespace becomes active; its wallet is asked only if it must follow.
          const activate = () => active || !caipNetwork || client.switchNetwork(caipNetwork).catch(() => client.showSnackbar('error', 'networks.switchFailed' satisfies MessageKey))
          return (
            <li key={ns} className="latch-split">
              <button type="button" className="latch-item" aria-current={active || undefined} data-testid={`latch-account-namespace-${ns}`} onClick={activate}>
                <WalletImage src={caipNetwork?.assets?.imageUrl} name={family} />
                <span className="latch-grow">
                  <span className="latch-item-label">
                    {family} · {caipNetwork?.name}
                  </span>
                  <span className="latch-muted latch-mono">{shortAddress(account.address ?? '')}</span>
                </span>
                {active && (
                  <span className="latch-tag" data-tone="accent">
                    {t('networks.active')}
                  </span>
                )}
              </button>
              <IconButton icon="disconnect" label={t('account.disconnectNamespace', { namespace: family })} onClick={() => void client.disconnect({ namespace: ns })} />
            </li>
          )
        })}
      </ul>
    </>
  )
}
