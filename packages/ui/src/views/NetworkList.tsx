import type { CaipNetwork, ChainNamespace } from '@latch/core'
import { useId } from 'react'
import { errorMessage } from '../i18n/errorText'
import { useModalContext, useSnapshot } from '../modal/context'
import { ListItem } from '../primitives/ListItem'
import type { MessageKey } from '../i18n/en'

/**
 * Every network the dapp configured; the active one is marked. With networks of several namespaces, one list per
 * namespace under its family name; the network each other connected namespace is on is tagged "Connected", and
 * picking a network of another namespace makes that namespace active.
 */
export function NetworkList({ onSwitched }: { onSwitched: () => void }) {
  const { client, t } = useModalContext()
  const snap = useSnapshot()
  const id = useId()
  const activeId = snap.state.selectedNetworkId
  const { networks } = client.options
  const namespaces = [...new Set(networks.map((n) => n.chainNamespace))]
  const switchTo = async (network: CaipNetwork) => {
    try {
      await client.switchNetwork(network)
      onSwitched()
    } catch (error) {
      // The wallet's reason when the catalogues word it (declined, chain not supported), else the general one.
      const reason = errorMessage(error)
      client.showSnackbar('error', reason?.key ?? ('networks.switchFailed' satisfies MessageKey), reason?.params)
    }
  }
  const list = (only?: ChainNamespace) => (
    <ul className="latch-list" aria-labelledby={only && id + only}>
      {networks.filter((n) => !only || n.chainNamespace === only).map((n) => {
        const ns = snap.namespaces[n.chainNamespace]
        const active = n.caipNetworkId === activeId && !ns?.network.isUnsupportedChain
        const connected = n.chainNamespace !== snap.activeNamespace && ns?.account.status === 'connected' && ns.network.caipNetwork?.caipNetworkId === n.caipNetworkId
        return (
          <li key={n.caipNetworkId}>
            <ListItem
              label={n.name}
              image={n.assets?.imageUrl}
              current={active}
              tags={active ? [{ text: t('networks.active'), tone: 'accent' }] : connected ? [{ text: t('networks.connected') }] : []}
              disabled={!snap.enableNetworkSwitch}
              data-testid={`latch-network-${n.caipNetworkId}`}
              onClick={() => void (active ? onSwitched() : switchTo(n))}
            />
          </li>
        )
      })}
    </ul>
  )
  return (
    <>
      {!snap.enableNetworkSwitch && <p className="latch-muted">{t('networks.switchDisabled')}</p>}
      {namespaces.length < 2
        ? list()
        : namespaces.map((ns) => (
            <div key={ns}>
              <h3 className="latch-subtitle" id={id + ns}>
                {t(`namespace.${ns}`)}
              </h3>
              {list(ns)}
            </div>
          ))}
    </>
  )
}
