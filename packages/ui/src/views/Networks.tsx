import { useModalContext } from '../modal/context'
import { NetworkList } from './NetworkList'

/** Choose a network; after a switch the modal goes back to where it came from (or closes). */
export default function Networks() {
  const { client } = useModalContext()
  return <NetworkList onSwitched={() => client.router.goBackOrCloseModal()} />
}
