import { groupMultiChain } from '@latch/core/connectors'
import { useMemo } from 'react'
import { useSnapshot } from '../modal/context'

/** The wallets to list: a wallet announced on several namespaces shows once, as MULTI_CHAIN, and connects them all. */
export function useWalletConnectors() {
  const { connectors } = useSnapshot()
  return useMemo(() => groupMultiChain(connectors), [connectors])
}
