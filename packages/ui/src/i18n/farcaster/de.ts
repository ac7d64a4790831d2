import type { FarcasterMessageKey } from './en'

export const farcasterDe: Record<FarcasterMessageKey, string> = {
  'farcaster.preparing': 'Dein Farcaster-Anmeldelink wird geholt…',
  'farcaster.qrLabel': 'QR-Code zur Anmeldung mit Farcaster',
  'farcaster.scan': 'Mit der Kamera deines Handys oder der Farcaster-App scannen',
  'farcaster.open': 'Farcaster öffnen',
  'farcaster.newTab': '(öffnet in einem neuen Tab)',
  'farcaster.copy': 'Link kopieren',
  'farcaster.copied': 'Link kopiert',
  'farcaster.copyFailed': 'Der Link konnte nicht kopiert werden',
  'farcaster.waiting': 'Warte auf deine Bestätigung in Farcaster…',
  'farcaster.signingIn': 'Bestätigt. Du wirst angemeldet…',
  'farcaster.insecureLink': 'Der Anmeldelink ist kein sicherer (https-)Link und wird deshalb nicht angezeigt.',
  'farcaster.retry': 'Erneut versuchen',
}
