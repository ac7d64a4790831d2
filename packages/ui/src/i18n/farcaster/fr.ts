import type { FarcasterMessageKey } from './en'

export const farcasterFr: Record<FarcasterMessageKey, string> = {
  'farcaster.preparing': 'Récupération de votre lien de connexion Farcaster…',
  'farcaster.qrLabel': 'QR code pour se connecter avec Farcaster',
  'farcaster.scan': 'Scannez avec l’appareil photo de votre téléphone ou l’app Farcaster',
  'farcaster.open': 'Ouvrir Farcaster',
  'farcaster.newTab': '(s’ouvre dans un nouvel onglet)',
  'farcaster.copy': 'Copier le lien',
  'farcaster.copied': 'Lien copié',
  'farcaster.copyFailed': 'Impossible de copier le lien',
  'farcaster.waiting': 'En attente de votre approbation dans Farcaster…',
  'farcaster.signingIn': 'Approuvé. Connexion en cours…',
  'farcaster.insecureLink': 'Le lien de connexion n’est pas sécurisé (https) : il n’est donc pas affiché.',
  'farcaster.retry': 'Réessayer',
}
