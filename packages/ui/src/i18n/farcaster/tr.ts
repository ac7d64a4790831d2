import type { FarcasterMessageKey } from './en'

export const farcasterTr: Record<FarcasterMessageKey, string> = {
  'farcaster.preparing': 'Farcaster giriş bağlantın alınıyor…',
  'farcaster.qrLabel': 'Farcaster ile giriş için QR kodu',
  'farcaster.scan': 'Telefonunun kamerasıyla veya Farcaster uygulamasıyla tara',
  'farcaster.open': "Farcaster'ı aç",
  'farcaster.newTab': '(yeni sekmede açılır)',
  'farcaster.copy': 'Bağlantıyı kopyala',
  'farcaster.copied': 'Bağlantı kopyalandı',
  'farcaster.copyFailed': 'Bağlantı kopyalanamadı',
  'farcaster.waiting': "Farcaster'da onayın bekleniyor…",
  'farcaster.signingIn': 'Onaylandı. Giriş yapılıyor…',
  'farcaster.insecureLink': 'Giriş bağlantısı güvenli (https) bir bağlantı olmadığı için gösterilmiyor.',
  'farcaster.retry': 'Tekrar dene',
}
