'use client'
import { useEffect } from 'react'
import type { ChainNamespace } from '@latch/core'
import { ConnectButton } from '@latch/ui'
import { useAppKitInstance } from '../hooks/useAppKitInstance'
import { useAppKitTheme } from '../hooks/useAppKitTheme'
import { useAppKitAccount } from '../hooks/useAppKitAccount'
import { warmModal, warmWhenIdle } from '../modal/warmModal'

export interface AppKitConnectButtonProps {
  /** Defaults to `'Connect Wallet'`. */
  label?: string
  /** Shown while connecting or reconnecting. Defaults to `'Connecting...'`. */
  loadingLabel?: string
  disabled?: boolean
  /** Open the modal on this namespace. Defaults to the active one. */
  namespace?: ChainNamespace
}

/** The disconnected half of <AppKitButton/>: opens the modal (core picks the Connect view). */
export function AppKitConnectButton({ label = 'Connect Wallet', loadingLabel = 'Connecting...', disabled, namespace }: AppKitConnectButtonProps) {
  const { open, client } = useAppKitInstance()
  const { themeMode } = useAppKitTheme()
  const { status } = useAppKitAccount({ namespace })
  const loading = status === 'connecting' || status === 'reconnecting'
  useEffect(() => warmWhenIdle('Connect', client), [client])
  return (
    <ConnectButton
      label={loading ? loadingLabel : label}
      loading={loading}
      disabled={disabled}
      onClick={() => void open(namespace ? { namespace } : undefined)}
      onPointerEnter={() => warmModal('Connect', client)}
      onFocus={() => warmModal('Connect', client)}
      themeMode={themeMode}
    />
  )
}
