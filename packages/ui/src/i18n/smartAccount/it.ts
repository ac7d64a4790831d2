import type { SmartAccountMessageKey } from './en'

export const smartAccountIt: Record<SmartAccountMessageKey, string> = {
  'account.useSmartAccount': 'Passa al tuo smart account',
  'account.useEoa': 'Passa al tuo EOA',
  'account.smartAccount': 'Smart account',
  'account.switchTypeFailed': 'Impossibile cambiare il tipo di account',
}
