import { describe, expect, it } from 'vitest'
import { isInAppMessengerBrowser, isIosSafari, isPairingReuseBrowser } from './isPairingReuseBrowser'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)'

/** Real user agents: [browser, user agent, in-app messenger, iOS Safari]. */
const cases: [string, string, boolean, boolean][] = [
  ['iOS Safari (iPhone)', `${IPHONE} Version/17.4 Mobile/15E148 Safari/604.1`, false, true],
  ['iOS Safari (iPad)', 'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1', false, true],
  ['iOS Safari (iPod touch)', 'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1', false, true],
  ['Chrome on iOS', `${IPHONE} CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1`, false, false],
  ['Firefox on iOS', `${IPHONE} FxiOS/125.0 Mobile/15E148 Safari/605.1.15`, false, false],
  ['Edge on iOS', `${IPHONE} Version/17.0 EdgiOS/124.0.2478.50 Mobile/15E148 Safari/605.1.15`, false, false],
  ['Opera on iOS', `${IPHONE} Version/17.0 Mobile/15E148 Safari/604.1 OPT/4.5.1`, false, false],
  ['Google app on iOS', `${IPHONE} GSA/311.0.618896418 Mobile/15E148 Safari/604.1`, false, false],
  ['Facebook on iOS', `${IPHONE} Mobile/21E236 [FBAN/FBIOS;FBAV/459.0.0.38.108;FBBV/579574345;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.4.1;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]`, true, false],
  ['Facebook on Android', 'Mozilla/5.0 (Linux; Android 13; SM-S918B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.119 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/454.0.0.44.109;]', true, false],
  ['Instagram on iOS', `${IPHONE} Mobile/15E148 Instagram 329.0.3.29.120 (iPhone14,5; iOS 17_4; en_US; en; scale=3.00; 1170x2532; 600193390)`, true, false],
  ['Instagram on Android', 'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A.240405.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/123.0.6312.118 Mobile Safari/537.36 Instagram 326.0.0.42.90 Android (34/14; 420dpi; 1080x2205; Google/google; Pixel 8; shiba; shiba; en_US; 588573683)', true, false],
  ['WeChat', 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.42(0x18002a2f) NetType/WIFI Language/zh_CN', true, false],
  ['Line', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.1.0', true, false],
  ['Telegram on Android', 'Mozilla/5.0 (Linux; Android 14; SM-S911B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 Telegram-Android/10.12.0 (Samsung SM-S911B; Android 14; SDK 34; HIGH)', true, false],
  ['Twitter / X on iOS', `${IPHONE} Mobile/15E148 Twitter for iPhone/10.38`, true, false],
  ['Snapchat on iOS', `${IPHONE} Mobile/15E148 Snapchat/13.5.0.41 (like Safari/8617.1.17.10.9, panda)`, true, false],
  ['Chrome on Android', 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36', false, false],
  ['Chrome on Linux', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36', false, false],
  ['Safari on macOS (and iPad desktop mode)', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15', false, false],
  ['a CI tool with "Pipeline/" in it', 'Mozilla/5.0 (X11; Linux x86_64) Pipeline/2.0 Safari/537.36', false, false],
  ['no user agent (server)', '', false, false],
]

describe('browsers that reuse a pairing (spec §4)', () => {
  it.each(cases)('%s', (_name, userAgent, messenger, iosSafari) => {
    expect(isInAppMessengerBrowser(userAgent)).toBe(messenger)
    expect(isIosSafari(userAgent)).toBe(iosSafari)
    expect(isPairingReuseBrowser(userAgent)).toBe(messenger || iosSafari)
  })
})
