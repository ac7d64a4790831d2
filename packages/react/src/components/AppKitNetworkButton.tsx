'use client'
import { NetworkButton } from '@latch/ui'
import { useAppKitInstance } from '../hooks/useAppKitInstance'
import { useAppKitTheme } from '../hooks/useAppKitTheme'
import { useAppKitNetwork } from '../hooks/useAppKitNetwork'
import { useButtonLabels } from '../hooks/useButtonLabels'
import { warmModal } from '../modal/warmModal'

export interface AppKitNetworkButtonProps {
  disabled?: boolean
}

/** Reown's <appkit-network-button>: the active network's name and image, opening the Networks view. */
export function AppKitNetworkButton({ disabled }: AppKitNetworkButtonProps) {
  const { open, client } = useAppKitInstance()
  const { themeMode } = useAppKitTheme()
  const { caipNetwork } = useAppKitNetwork()
  const { locale, labels } = useButtonLabels()
  return (
    <NetworkButton
      name={caipNetwork?.name ?? labels.network}
      label={labels.network}
      lang={locale}
      image={caipNetwork?.assets?.imageUrl}
      disabled={disabled}
      onClick={() => void open({ view: 'Networks' })}
      onPointerEnter={() => warmModal('Networks', client, true)}
      onFocus={() => warmModal('Networks', client, true)}
      themeMode={themeMode}
    />
  )
}
