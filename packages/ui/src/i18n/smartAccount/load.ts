/** The smart-account switch's part of the catalogue (smartAccount/en.ts, smartAccount/de.ts). */
import { messagePart } from '../part'
import { smartAccountEn } from './en'

export const smartAccountPart = messagePart(smartAccountEn, { de: () => import('./de').then((m) => m.smartAccountDe) })
