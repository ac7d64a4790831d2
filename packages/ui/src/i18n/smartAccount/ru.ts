import type { SmartAccountMessageKey } from './en'

export const smartAccountRu: Record<SmartAccountMessageKey, string> = {
  'account.useSmartAccount': 'Перейти на смарт-аккаунт',
  'account.useEoa': 'Перейти на EOA',
  'account.smartAccount': 'Смарт-аккаунт',
  'account.switchTypeFailed': 'Не удалось сменить тип аккаунта',
}
