import type { SmartAccountMessageKey } from './en'

export const smartAccountJa: Record<SmartAccountMessageKey, string> = {
  'account.useSmartAccount': 'スマートアカウントに切り替え',
  'account.useEoa': 'EOAに切り替え',
  'account.smartAccount': 'スマートアカウント',
  'account.switchTypeFailed': 'アカウントの種類を切り替えられませんでした',
}
