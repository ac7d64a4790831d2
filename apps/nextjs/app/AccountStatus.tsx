'use client'
import { useAppKitAccount } from '@latch/react'

/** The account state from the hook, rendered on the server too. */
export function AccountStatus() {
  const { isConnected, address } = useAppKitAccount()
  return <p data-testid="account-status">{isConnected && address ? `Connected: ${address}` : 'Not connected'}</p>
}
