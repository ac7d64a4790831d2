import type { SmartAccountMessageKey } from './en'

export const smartAccountEs: Record<SmartAccountMessageKey, string> = {
  'account.useSmartAccount': 'Cambiar a tu cuenta inteligente',
  'account.useEoa': 'Cambiar a tu EOA',
  'account.smartAccount': 'Cuenta inteligente',
  'account.switchTypeFailed': 'No se pudo cambiar el tipo de cuenta',
}
