import type { FarcasterMessageKey } from './en'

export const farcasterIt: Record<FarcasterMessageKey, string> = {
  'farcaster.preparing': 'Recupero del tuo link di accesso Farcaster…',
  'farcaster.qrLabel': 'Codice QR per accedere con Farcaster',
  'farcaster.scan': 'Scansiona con la fotocamera del telefono o con l’app Farcaster',
  'farcaster.open': 'Apri Farcaster',
  'farcaster.newTab': '(si apre in una nuova scheda)',
  'farcaster.copy': 'Copia link',
  'farcaster.copied': 'Link copiato',
  'farcaster.copyFailed': 'Impossibile copiare il link',
  'farcaster.waiting': 'In attesa della tua approvazione in Farcaster…',
  'farcaster.signingIn': 'Approvato. Accesso in corso…',
  'farcaster.insecureLink': 'Il link di accesso non è sicuro (https), quindi non viene mostrato.',
  'farcaster.retry': 'Riprova',
}
