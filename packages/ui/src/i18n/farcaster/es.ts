import type { FarcasterMessageKey } from './en'

export const farcasterEs: Record<FarcasterMessageKey, string> = {
  'farcaster.preparing': 'Obteniendo tu enlace de inicio de sesión de Farcaster…',
  'farcaster.qrLabel': 'Código QR para iniciar sesión con Farcaster',
  'farcaster.scan': 'Escanéalo con la cámara de tu teléfono o con la app de Farcaster',
  'farcaster.open': 'Abrir Farcaster',
  'farcaster.newTab': '(se abre en una pestaña nueva)',
  'farcaster.copy': 'Copiar enlace',
  'farcaster.copied': 'Enlace copiado',
  'farcaster.copyFailed': 'No se pudo copiar el enlace',
  'farcaster.waiting': 'Esperando tu aprobación en Farcaster…',
  'farcaster.signingIn': 'Aprobado. Iniciando sesión…',
  'farcaster.insecureLink': 'El enlace de inicio de sesión no es seguro (https), así que no se muestra.',
  'farcaster.retry': 'Reintentar',
}
