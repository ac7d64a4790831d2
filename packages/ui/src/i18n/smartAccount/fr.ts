import type { SmartAccountMessageKey } from './en'

export const smartAccountFr: Record<SmartAccountMessageKey, string> = {
  'account.useSmartAccount': 'Passer à votre compte intelligent',
  'account.useEoa': 'Passer à votre EOA',
  'account.smartAccount': 'Compte intelligent',
  'account.switchTypeFailed': 'Impossible de changer le type de compte',
}
