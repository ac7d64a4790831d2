'use client'
import { useAppKitAccount } from '../hooks/useAppKitAccount'
import { AppKitAccountButton, type AppKitAccountButtonProps } from './AppKitAccountButton'
import { AppKitConnectButton, type AppKitConnectButtonProps } from './AppKitConnectButton'

export type AppKitButtonProps = AppKitConnectButtonProps & AppKitAccountButtonProps

/**
 * Reown's <appkit-button>: a connect button (loading while connecting or reconnecting) that becomes the
 * account button once connected. https://docs.reown.com/appkit/react/core/components
 */
export function AppKitButton({ label, loadingLabel, balance, disabled, namespace }: AppKitButtonProps) {
  const { isConnected, address } = useAppKitAccount({ namespace })
  return isConnected && address ? (
    <AppKitAccountButton balance={balance} disabled={disabled} namespace={namespace} />
  ) : (
    <AppKitConnectButton label={label} loadingLabel={loadingLabel} disabled={disabled} namespace={namespace} />
  )
}
