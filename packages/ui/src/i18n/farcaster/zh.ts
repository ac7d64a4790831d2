import type { FarcasterMessageKey } from './en'

export const farcasterZh: Record<FarcasterMessageKey, string> = {
  'farcaster.preparing': '正在获取 Farcaster 登录链接…',
  'farcaster.qrLabel': '用于 Farcaster 登录的二维码',
  'farcaster.scan': '使用手机相机或 Farcaster 应用扫描',
  'farcaster.open': '打开 Farcaster',
  'farcaster.newTab': '（在新标签页中打开）',
  'farcaster.copy': '复制链接',
  'farcaster.copied': '链接已复制',
  'farcaster.copyFailed': '无法复制链接',
  'farcaster.waiting': '正在等待您在 Farcaster 中批准…',
  'farcaster.signingIn': '已批准，正在登录…',
  'farcaster.insecureLink': '该登录链接不是安全（https）链接，因此不予显示。',
  'farcaster.retry': '重试',
}
