/**
 * English words of the EOA / smart-account switch (issue #18): a part of the catalogue that loads with the Account
 * view, so the connect button does not carry them. Checked against `de.ts` beside it.
 */
export const smartAccountEn = {
  'account.useSmartAccount': 'Switch to your smart account',
  'account.useEoa': 'Switch to your EOA',
  'account.smartAccount': 'Smart account',
  'account.switchTypeFailed': 'Could not switch the account type',
} as const

export type SmartAccountMessageKey = keyof typeof smartAccountEn
