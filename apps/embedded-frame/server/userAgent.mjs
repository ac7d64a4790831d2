// A User-Agent header in a few words ("Firefox on Windows") for the device-approval page: enough for a person
// to recognise their own browser, nothing to parse further. Order matters: Edge and Opera also say Chrome,
// Chrome also says Safari, Android also says Linux, iPhones also say Mac OS X.

/** @type {[RegExp, string][]} */
const BROWSERS = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
]

/** @type {[RegExp, string][]} */
const SYSTEMS = [
  [/\bAndroid\b/, 'Android'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

/**
 * @param {string | null | undefined} userAgent
 * @returns {string} e.g. 'Chrome on macOS'; 'An unknown browser' when there is nothing to go on
 */
export function describeUserAgent(userAgent) {
  const ua = userAgent ?? ''
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1]
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1]
  if (browser && system) return `${browser} on ${system}`
  if (browser) return browser
  if (system) return `A browser on ${system}`
  return 'An unknown browser'
}
