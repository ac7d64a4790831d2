import type { FarcasterMessageKey } from './en'

export const farcasterAr: Record<FarcasterMessageKey, string> = {
  'farcaster.preparing': 'جارٍ الحصول على رابط تسجيل الدخول إلى Farcaster…',
  'farcaster.qrLabel': 'رمز QR لتسجيل الدخول باستخدام Farcaster',
  'farcaster.scan': 'امسحه بكاميرا هاتفك أو بتطبيق Farcaster',
  'farcaster.open': 'فتح Farcaster',
  'farcaster.newTab': '(يُفتح في علامة تبويب جديدة)',
  'farcaster.copy': 'نسخ الرابط',
  'farcaster.copied': 'تم نسخ الرابط',
  'farcaster.copyFailed': 'تعذّر نسخ الرابط',
  'farcaster.waiting': 'في انتظار موافقتك في Farcaster…',
  'farcaster.signingIn': 'تمت الموافقة. جارٍ تسجيل دخولك…',
  'farcaster.insecureLink': 'رابط تسجيل الدخول ليس رابطًا آمنًا (https)، لذا لن يُعرض.',
  'farcaster.retry': 'إعادة المحاولة',
}
