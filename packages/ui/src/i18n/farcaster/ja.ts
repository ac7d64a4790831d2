import type { FarcasterMessageKey } from './en'

export const farcasterJa: Record<FarcasterMessageKey, string> = {
  'farcaster.preparing': 'Farcasterのサインインリンクを取得中…',
  'farcaster.qrLabel': 'FarcasterでサインインするためのQRコード',
  'farcaster.scan': 'スマートフォンのカメラまたはFarcasterアプリでスキャンしてください',
  'farcaster.open': 'Farcasterを開く',
  'farcaster.newTab': '（新しいタブで開きます）',
  'farcaster.copy': 'リンクをコピー',
  'farcaster.copied': 'リンクをコピーしました',
  'farcaster.copyFailed': 'リンクをコピーできませんでした',
  'farcaster.waiting': 'Farcasterでの承認を待っています…',
  'farcaster.signingIn': '承認されました。サインインしています…',
  'farcaster.insecureLink': 'サインインリンクが安全な（https）リンクではないため、表示されません。',
  'farcaster.retry': '再試行',
}
