import type { CaipNetwork } from '@latch/core'
import { useModalContext, useSnapshot } from '../modal/context'
import { ListItem } from '../primitives/ListItem'

/** Every network the dapp configured; the active one is marked. */
export function NetworkList({ onSwitched }: { onSwitched: () => void }) {
  const { client, t } = useModalContext()
  const snap = useSnapshot()
  const activeId = snap.state.selectedNetworkId
  const switchTo = async (network: CaipNetwork) => {
    try {
      await client.switchNetwork(network)
      onSwitched()
    } catch (error) {
      client.showSnackbar('error', error instanceof Error && error.message ? error.message : t('networks.switchFailed'))
    }
  }
  return (
    <>
      {!snap.enableNetworkSwitch && <p className="latch-muted">{t('networks.switchDisabled')}</p>}
      <ul className="latch-list">
        {client.options.networks.map((n) => {
          const active = n.caipNetworkId === activeId && !snap.namespaces[n.chainNamespace]?.network.isUnsupportedChain
          return (
            <li key={n.caipNetworkId}>
              <ListItem
                label={n.name}
                image={n.assets?.imageUrl}
                current={active}
                tags={active ? [{ text: t('networks.active'), tone: 'accent' }] : []}
                disabled={!snap.enableNetworkSwitch}
                data-testid={`latch-network-${n.caipNetworkId}`}
                onClick={() => void (active ? onSwitched() : switchTo(n))}
              />
            </li>
          )
        })}
      </ul>
    </>
  )
}
