import type { AccountState, NetworkState } from '@latch/core'

/** Whether the embedded wallet offers a smart account on the network in use (the frame lists those networks). */
export function offersSmartAccount(account: AccountState, network: NetworkState): boolean {
  const reference = network.caipNetwork?.caipNetworkId.split(':')[1]
  return account.connectorId === 'AUTH' && reference !== undefined && network.smartAccountEnabledNetworks.includes(Number(reference))
}
