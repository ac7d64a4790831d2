/** Account-name registration's part of the catalogue (names/en.ts, one file per other language). */
import { messagePart } from '../part'
import { namesEn } from './en'

export const namesPart = messagePart(namesEn, {
  de: () => import('./de').then((m) => m.namesDe),
  es: () => import('./es').then((m) => m.namesEs),
  fr: () => import('./fr').then((m) => m.namesFr),
  pt: () => import('./pt').then((m) => m.namesPt),
  it: () => import('./it').then((m) => m.namesIt),
  ja: () => import('./ja').then((m) => m.namesJa),
  ko: () => import('./ko').then((m) => m.namesKo),
  zh: () => import('./zh').then((m) => m.namesZh),
  ru: () => import('./ru').then((m) => m.namesRu),
  tr: () => import('./tr').then((m) => m.namesTr),
  ar: () => import('./ar').then((m) => m.namesAr),
})
