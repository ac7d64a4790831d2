import type { SmartAccountMessageKey } from './en'

export const smartAccountKo: Record<SmartAccountMessageKey, string> = {
  'account.useSmartAccount': '스마트 계정으로 전환',
  'account.useEoa': 'EOA로 전환',
  'account.smartAccount': '스마트 계정',
  'account.switchTypeFailed': '계정 유형을 전환할 수 없어요',
}
