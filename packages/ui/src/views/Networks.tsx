import { useModalContext } from '../modal/context'
import { NetworkList } from './NetworkList'

/**
 * Choose a network; after a switch the modal goes back to where it came from (or closes). A switch to a namespace
 * with no account while another has one shows Connect, as opening the modal on that namespace would.
 */
export default function Networks() {
  const { client } = useModalContext()
  const onSwitched = () => {
    const { activeNamespace, namespaces } = client.getSnapshot()
    const active = activeNamespace && namespaces[activeNamespace]
    if (!active?.account.address && Object.values(namespaces).some((s) => s?.account.address)) client.router.reset('Connect')
    else client.router.goBackOrCloseModal()
  }
  return <NetworkList onSwitched={onSwitched} />
}
