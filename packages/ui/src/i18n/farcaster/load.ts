/** Sign In With Farcaster's part of the catalogue (farcaster/en.ts, one file per other language). */
import { messagePart } from '../part'
import { farcasterEn } from './en'

export const farcasterPart = messagePart(farcasterEn, {
  de: () => import('./de').then((m) => m.farcasterDe),
  es: () => import('./es').then((m) => m.farcasterEs),
  fr: () => import('./fr').then((m) => m.farcasterFr),
  pt: () => import('./pt').then((m) => m.farcasterPt),
  it: () => import('./it').then((m) => m.farcasterIt),
  ja: () => import('./ja').then((m) => m.farcasterJa),
  ko: () => import('./ko').then((m) => m.farcasterKo),
  zh: () => import('./zh').then((m) => m.farcasterZh),
  ru: () => import('./ru').then((m) => m.farcasterRu),
  tr: () => import('./tr').then((m) => m.farcasterTr),
  ar: () => import('./ar').then((m) => m.farcasterAr),
})
