import type { FarcasterMessageKey } from './en'

export const farcasterKo: Record<FarcasterMessageKey, string> = {
  'farcaster.preparing': 'Farcaster 로그인 링크를 가져오는 중…',
  'farcaster.qrLabel': 'Farcaster 로그인용 QR 코드',
  'farcaster.scan': '휴대폰 카메라나 Farcaster 앱으로 스캔하세요',
  'farcaster.open': 'Farcaster 열기',
  'farcaster.newTab': '(새 탭에서 열림)',
  'farcaster.copy': '링크 복사',
  'farcaster.copied': '링크를 복사했어요',
  'farcaster.copyFailed': '링크를 복사할 수 없어요',
  'farcaster.waiting': 'Farcaster에서 승인을 기다리는 중…',
  'farcaster.signingIn': '승인되었어요. 로그인하는 중…',
  'farcaster.insecureLink': '로그인 링크가 안전한(https) 링크가 아니어서 표시하지 않아요.',
  'farcaster.retry': '다시 시도',
}
