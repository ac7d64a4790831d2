import type { FarcasterMessageKey } from './en'

export const farcasterRu: Record<FarcasterMessageKey, string> = {
  'farcaster.preparing': 'Получаем ссылку для входа через Farcaster…',
  'farcaster.qrLabel': 'QR-код для входа через Farcaster',
  'farcaster.scan': 'Отсканируйте камерой телефона или в приложении Farcaster',
  'farcaster.open': 'Открыть Farcaster',
  'farcaster.newTab': '(откроется в новой вкладке)',
  'farcaster.copy': 'Скопировать ссылку',
  'farcaster.copied': 'Ссылка скопирована',
  'farcaster.copyFailed': 'Не удалось скопировать ссылку',
  'farcaster.waiting': 'Ждём вашего подтверждения в Farcaster…',
  'farcaster.signingIn': 'Подтверждено. Выполняем вход…',
  'farcaster.insecureLink': 'Ссылка для входа не защищена (не https), поэтому она не показана.',
  'farcaster.retry': 'Повторить',
}
