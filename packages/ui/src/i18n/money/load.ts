/** The money views' part of the catalogue (money/en.ts, money/de.ts): Swap, Buy and Receive. */
import { messagePart } from '../part'
import { moneyEn } from './en'

export const moneyPart = messagePart(moneyEn, { de: () => import('./de').then((m) => m.moneyDe) })
