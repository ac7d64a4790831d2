import type { SmartAccountMessageKey } from './en'

export const smartAccountDe: Record<SmartAccountMessageKey, string> = {
  'account.useSmartAccount': 'Zum Smart Account wechseln',
  'account.useEoa': 'Zum EOA wechseln',
  'account.smartAccount': 'Smart Account',
  'account.switchTypeFailed': 'Der Kontotyp konnte nicht gewechselt werden',
}
