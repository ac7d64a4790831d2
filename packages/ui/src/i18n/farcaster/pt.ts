import type { FarcasterMessageKey } from './en'

export const farcasterPt: Record<FarcasterMessageKey, string> = {
  'farcaster.preparing': 'Gerando seu link de login do Farcaster…',
  'farcaster.qrLabel': 'QR code para entrar com Farcaster',
  'farcaster.scan': 'Escaneie com a câmera do seu telefone ou com o app Farcaster',
  'farcaster.open': 'Abrir Farcaster',
  'farcaster.newTab': '(abre em uma nova aba)',
  'farcaster.copy': 'Copiar link',
  'farcaster.copied': 'Link copiado',
  'farcaster.copyFailed': 'Não foi possível copiar o link',
  'farcaster.waiting': 'Aguardando sua aprovação no Farcaster…',
  'farcaster.signingIn': 'Aprovado. Entrando…',
  'farcaster.insecureLink': 'O link de login não é seguro (https), por isso não é exibido.',
  'farcaster.retry': 'Tentar novamente',
}
