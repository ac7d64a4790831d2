/** Account-name registration's part of the catalogue (names/en.ts, names/de.ts). */
import { messagePart } from '../part'
import { namesEn } from './en'

export const namesPart = messagePart(namesEn, { de: () => import('./de').then((m) => m.namesDe) })
