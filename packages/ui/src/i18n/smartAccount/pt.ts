import type { SmartAccountMessageKey } from './en'

export const smartAccountPt: Record<SmartAccountMessageKey, string> = {
  'account.useSmartAccount': 'Mudar para sua conta inteligente',
  'account.useEoa': 'Mudar para sua EOA',
  'account.smartAccount': 'Conta inteligente',
  'account.switchTypeFailed': 'Não foi possível mudar o tipo de conta',
}
