/** The smart-account switch's part of the catalogue (smartAccount/en.ts, one file per other language). */
import { messagePart } from '../part'
import { smartAccountEn } from './en'

export const smartAccountPart = messagePart(smartAccountEn, {
  de: () => import('./de').then((m) => m.smartAccountDe),
  es: () => import('./es').then((m) => m.smartAccountEs),
  fr: () => import('./fr').then((m) => m.smartAccountFr),
  pt: () => import('./pt').then((m) => m.smartAccountPt),
  it: () => import('./it').then((m) => m.smartAccountIt),
  ja: () => import('./ja').then((m) => m.smartAccountJa),
  ko: () => import('./ko').then((m) => m.smartAccountKo),
  zh: () => import('./zh').then((m) => m.smartAccountZh),
  ru: () => import('./ru').then((m) => m.smartAccountRu),
  tr: () => import('./tr').then((m) => m.smartAccountTr),
  ar: () => import('./ar').then((m) => m.smartAccountAr),
})
