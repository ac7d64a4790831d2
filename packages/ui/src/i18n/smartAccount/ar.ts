import type { SmartAccountMessageKey } from './en'

export const smartAccountAr: Record<SmartAccountMessageKey, string> = {
  'account.useSmartAccount': 'التبديل إلى حسابك الذكي',
  'account.useEoa': 'التبديل إلى حساب EOA',
  'account.smartAccount': 'حساب ذكي',
  'account.switchTypeFailed': 'تعذّر تبديل نوع الحساب',
}
