import type { SmartAccountMessageKey } from './en'

export const smartAccountTr: Record<SmartAccountMessageKey, string> = {
  'account.useSmartAccount': 'Akıllı hesabına geç',
  'account.useEoa': "EOA'ya geç",
  'account.smartAccount': 'Akıllı hesap',
  'account.switchTypeFailed': 'Hesap türü değiştirilemedi',
}
