'use client'
import { useEffect } from 'react'
import type { ChainNamespace } from '@latch/core'
import { ConnectButton } from '@latch/ui'
import { useAppKitInstance } from '../hooks/useAppKitInstance'
import { useAppKitTheme } from '../hooks/useAppKitTheme'
import { useAppKitAccount } from '../hooks/useAppKitAccount'
import { useButtonLabels } from '../hooks/useButtonLabels'
import { warmModal, warmWhenIdle } from '../modal/warmModal'

export interface AppKitConnectButtonProps {
  /** Defaults to `'Connect Wallet'` in the modal's language. */
  label?: string
  /** Shown while connecting or reconnecting. Defaults to `'Connecting...'` in the modal's language. */
  loadingLabel?: string
  disabled?: boolean
  /** Open the modal on this namespace. Defaults to the active one. */
  namespace?: ChainNamespace
}

/** The disconnected half of <AppKitButton/>: opens the modal (core picks the Connect view). */
export function AppKitConnectButton({ label, loadingLabel, disabled, namespace }: AppKitConnectButtonProps) {
  const { open, client } = useAppKitInstance()
  const { locale, labels } = useButtonLabels()
  const { themeMode } = useAppKitTheme()
  const { status } = useAppKitAccount({ namespace })
  const loading = status === 'connecting' || status === 'reconnecting'
  // The host's own label is in the host's language; ours in the modal's.
  const hostLabel = loading ? loadingLabel : label
  useEffect(() => warmWhenIdle('Connect', client), [client])
  return (
    <ConnectButton
      label={hostLabel ?? (loading ? labels.connecting : labels.connect)}
      lang={hostLabel === undefined ? locale : undefined}
      loading={loading}
      disabled={disabled}
      onClick={() => void open(namespace ? { namespace } : undefined)}
      onPointerEnter={() => warmModal('Connect', client)}
      onFocus={() => warmModal('Connect', client)}
      themeMode={themeMode}
    />
  )
}
