import { useModalContext } from '../modal/context'
import { Icon } from '../primitives/Icon'
import { ListItem } from '../primitives/ListItem'
import { NetworkList } from './NetworkList'

/** The wallet is on a network the dapp does not support: switch, or disconnect. */
export default function UnsupportedChain() {
  const { client, t } = useModalContext()
  return (
    <>
      <p className="latch-muted" data-testid="latch-unsupported-message">
        {t('unsupported.message')}
      </p>
      <NetworkList onSwitched={() => client.close()} />
      <ListItem label={t('account.disconnect')} leading={<span className="latch-lead"><Icon name="disconnect" /></span>} trailing={null} data-testid="latch-unsupported-disconnect" onClick={() => void client.disconnect()} />
    </>
  )
}
