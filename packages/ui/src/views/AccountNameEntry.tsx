import { useEffect } from 'react'
import { namesPart } from '../i18n/names/load'
import { useModalContext } from '../modal/context'
import { Icon } from '../primitives/Icon'
import { ListItem } from '../primitives/ListItem'
import { useMessagePart } from './useMessagePart'

/**
 * The Account view's entry to RegisterAccountName (issue #19), shown while the account has no name. Showing it asks
 * the host's name service whether the address already has one (once per session): only now, with the modal open,
 * never before. A name found hides the entry, since the account then shows it.
 */
export function AccountNameEntry() {
  const { client, t, locale } = useModalContext()
  const ready = useMessagePart(namesPart, locale)
  useEffect(() => {
    client.names.lookup().catch(() => undefined)
  }, [client])
  if (!ready) return null
  return <ListItem label={t('names.entry')} leading={<span className="latch-lead"><Icon name="wallet" /></span>} data-testid="latch-account-name-entry" onClick={() => void client.names.open()} />
}
