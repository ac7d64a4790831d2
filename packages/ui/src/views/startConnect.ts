import type { LatchClient } from '@latch/core'

/**
 * Shows ConnectingExternal and asks the wallet. The outcome is in the snapshot (`connecting`), which
 * the view renders; the rejection is handled there, so it is not rethrown here.
 */
export function startConnect(client: LatchClient, connectorId: string, { navigate = true } = {}): void {
  if (navigate) client.router.push('ConnectingExternal', { connectorId })
  client.connect(connectorId).catch(() => {})
}
