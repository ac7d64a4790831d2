/** Sign In With Farcaster's part of the catalogue (farcaster/en.ts, farcaster/de.ts). */
import { messagePart } from '../part'
import { farcasterEn } from './en'

export const farcasterPart = messagePart(farcasterEn, { de: () => import('./de').then((m) => m.farcasterDe) })
