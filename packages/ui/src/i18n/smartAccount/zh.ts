import type { SmartAccountMessageKey } from './en'

export const smartAccountZh: Record<SmartAccountMessageKey, string> = {
  'account.useSmartAccount': '切换到智能账户',
  'account.useEoa': '切换到 EOA',
  'account.smartAccount': '智能账户',
  'account.switchTypeFailed': '无法切换账户类型',
}
