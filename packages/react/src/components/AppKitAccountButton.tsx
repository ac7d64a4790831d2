'use client'
import type { ChainNamespace, LatchSnapshot } from '@latch/core'
import { AccountButton } from '@latch/ui'
import { useCallback, useEffect } from 'react'
import { useAppKitInstance } from '../hooks/useAppKitInstance'
import { useAppKitTheme } from '../hooks/useAppKitTheme'
import { useAppKitAccount } from '../hooks/useAppKitAccount'
import { useAppKitSelector } from '../hooks/useAppKitSelector'
import { warmModal, warmWhenIdle } from '../modal/warmModal'

export interface AppKitAccountButtonProps {
  /** Show the balance next to the address. Defaults to `'show'`. */
  balance?: 'show' | 'hide'
  disabled?: boolean
  /** The namespace whose account to show. Defaults to the active one. */
  namespace?: ChainNamespace
}

/** The connected half of <AppKitButton/>: the (shortened) address, opening the Account view. Renders nothing while disconnected. */
export function AppKitAccountButton({ balance = 'show', disabled, namespace }: AppKitAccountButtonProps) {
  const { open, client } = useAppKitInstance()
  const { themeMode } = useAppKitTheme()
  const account = useAppKitAccount({ namespace })
  // The identity name (ENS …) instead of the address, as AppKit's button shows it.
  const selectName = useCallback(
    (s: LatchSnapshot) => {
      const ns = namespace ?? s.activeNamespace
      return ns ? s.namespaces[ns]?.account.profileName : undefined
    },
    [namespace],
  )
  const name = useAppKitSelector(selectName)
  const connected = Boolean(account.address)
  useEffect(() => (connected ? warmWhenIdle('Account', client) : undefined), [connected, client])
  if (!account.address) return null
  const shownBalance = balance === 'show' && account.balance !== undefined ? `${account.balance} ${account.balanceSymbol ?? ''}`.trim() : undefined
  return (
    <AccountButton
      address={account.address}
      balance={shownBalance}
      name={name}
      disabled={disabled}
      onClick={() => void open({ view: 'Account', ...(namespace ? { namespace } : {}) })}
      onPointerEnter={() => warmModal('Account', client)}
      onFocus={() => warmModal('Account', client)}
      themeMode={themeMode}
    />
  )
}
