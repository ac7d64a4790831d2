/** The money views' part of the catalogue (money/en.ts, one file per other language): Swap, Buy and Receive. */
import { messagePart } from '../part'
import { moneyEn } from './en'

export const moneyPart = messagePart(moneyEn, {
  de: () => import('./de').then((m) => m.moneyDe),
  es: () => import('./es').then((m) => m.moneyEs),
  fr: () => import('./fr').then((m) => m.moneyFr),
  pt: () => import('./pt').then((m) => m.moneyPt),
  it: () => import('./it').then((m) => m.moneyIt),
  ja: () => import('./ja').then((m) => m.moneyJa),
  ko: () => import('./ko').then((m) => m.moneyKo),
  zh: () => import('./zh').then((m) => m.moneyZh),
  ru: () => import('./ru').then((m) => m.moneyRu),
  tr: () => import('./tr').then((m) => m.moneyTr),
  ar: () => import('./ar').then((m) => m.moneyAr),
})
