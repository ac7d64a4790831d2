/**
 * Browsers where an unexpired WalletConnect pairing is reused (spec §4): in-app messenger browsers and iOS
 * Safari. Leaving them for a wallet and coming back may reload or restore the page, and a new URI would orphan
 * the approval the wallet is about to send. Pure: the caller passes the user agent (`ctx.userAgent()`).
 */

/**
 * The webviews messenger and social apps open links in: Facebook / Messenger (`FBAN`, `FBAV`, `FB_IAB`),
 * Instagram, Line, WeChat (`MicroMessenger`), WhatsApp, Telegram, Twitter / X, Snapchat, LinkedIn,
 * Discord, KakaoTalk, Viber. Tokens are matched as whole words, so `Line/` is not found inside `Pipeline/`.
 */
const IN_APP_MESSENGER = /\b(FBAN|FBAV|FB_IAB|Instagram|Line\/|MicroMessenger|WhatsApp|Telegram|Twitter|Snapchat|LinkedInApp|Discord|KAKAOTALK|Viber)/i

/** Other iOS browsers and in-app views that also say `Safari` (all are WebKit underneath, but not Safari). */
const NOT_SAFARI_ON_IOS = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|YaBrowser|DuckDuckGo|Focus\//

export function isInAppMessengerBrowser(userAgent: string): boolean {
  return IN_APP_MESSENGER.test(userAgent)
}

/**
 * iOS Safari proper: an iPhone, iPad or iPod user agent with `Safari` and none of the other iOS browsers.
 * (An iPad in desktop mode reports macOS and is not recognised: the user agent alone cannot tell.)
 */
export function isIosSafari(userAgent: string): boolean {
  return /\biP(hone|ad|od)\b/.test(userAgent) && /\bSafari\//.test(userAgent) && !NOT_SAFARI_ON_IOS.test(userAgent) && !isInAppMessengerBrowser(userAgent)
}

/** Whether this browser reuses an unexpired pairing (spec §4); everywhere else each connect makes a new one. */
export function isPairingReuseBrowser(userAgent: string): boolean {
  return isInAppMessengerBrowser(userAgent) || isIosSafari(userAgent)
}
