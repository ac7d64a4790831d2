import type { AccountState } from '@latch/core'
import { useState } from 'react'
import type { MessageKey } from '../i18n/en'
import { smartAccountPart } from '../i18n/smartAccount/load'
import { useModalContext } from '../modal/context'
import { Icon } from '../primitives/Icon'
import { ListItem } from '../primitives/ListItem'
import { useMessagePart } from './useMessagePart'

/**
 * The EOA ↔ smart-account switch of the embedded wallet. The address changes with it, everywhere; the frame says
 * which type it ended on (a switch it refuses leaves the EOA), and a switch that did not happen says so.
 */
export function AccountTypeSwitch({ type }: { type: AccountState['preferredAccountType'] }) {
  const { client, t, locale } = useModalContext()
  const [busy, setBusy] = useState(false)
  const ready = useMessagePart(smartAccountPart, locale)
  const target = type === 'smartAccount' ? 'eoa' : 'smartAccount'
  const toggle = () => {
    setBusy(true)
    client.embeddedWallet
      .setPreferredAccountType(target)
      .then((applied) => applied === target || client.showSnackbar('error', 'account.switchTypeFailed' satisfies MessageKey))
      .catch(() => client.showSnackbar('error', 'account.switchTypeFailed' satisfies MessageKey))
      .finally(() => setBusy(false))
  }
  if (!ready) return null
  return (
    <ListItem
      label={t(target === 'smartAccount' ? 'account.useSmartAccount' : 'account.useEoa')}
      leading={<span className="latch-lead"><Icon name="wallet" /></span>}
      data-testid="latch-account-type-switch"
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={toggle}
    />
  )
}

/** Says under the address that the account in use is the embedded wallet's smart account. */
export function SmartAccountTag() {
  const { t, locale } = useModalContext()
  return useMessagePart(smartAccountPart, locale) ? (
    <p className="latch-muted" data-testid="latch-account-type">
      {t('account.smartAccount')}
    </p>
  ) : null
}

/** Both, for the Account view to load in one chunk when the embedded wallet offers a smart account. */
export function SmartAccountParts({ part, type }: { part: 'switch' | 'tag'; type: AccountState['preferredAccountType'] }) {
  return part === 'tag' ? <SmartAccountTag /> : <AccountTypeSwitch type={type} />
}
