import { describe, expect, it } from 'vitest'
import { formatWalletConnectLink, isAllowedWalletUrl, normalizeWalletLink, walletConnectLinks } from './deepLinks'

const WC_URI = 'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000000'
const ENCODED = encodeURIComponent(WC_URI)

describe('isAllowedWalletUrl', () => {
  it.each([
    'https://metamask.app.link',
    'https://link.trustwallet.com/',
    'http://127.0.0.1:5173/wallet',
    'HTTPS://Wallet.Example.com/path?q=1#frag',
    'metamask://',
    'trust://wc?uri=x',
    'okex://main',
    'ledgerlive://',
    'onekey-wallet://',
    'fireblocks-wc://',
    'bnc://app.binance.com/cedefi/',
    'trezorsuite://walletconnect',
    'oneinch://open/nobodywilleveruseit',
    'imtokenv2://',
    'MetaMask://',
    'http://wallet.1inch.io',
  ])('accepts %s', (url) => {
    expect(isAllowedWalletUrl(url)).toBe(true)
  })

  it.each([
    ['javascript:alert(1)', 'script'],
    ['JaVaScRiPt:alert(1)', 'mixed case'],
    ['JAVASCRIPT://%0aalert(1)', 'upper case with a comment trick'],
    [' javascript:alert(1)', 'leading space'],
    [' JaVaScRiPt:alert(1)', 'leading space, mixed case'],
    ['javascript:alert(1) ', 'trailing space'],
    ['java\tscript:alert(1)', 'tab inside the scheme (browsers drop it)'],
    ['java\nscript:alert(1)', 'newline inside the scheme'],
    ['java\rscript:alert(1)', 'carriage return inside the scheme'],
    ['\x00javascript:alert(1)', 'leading NUL'],
    ['\x01javascript:alert(1)', 'leading control character'],
    ['javascript\x7f:alert(1)', 'DEL'],
    ['\u200bjavascript:alert(1)', 'zero-width space'],
    ['\ufeffjavascript:alert(1)', 'byte-order mark'],
    ['\u00a0javascript:alert(1)', 'no-break space'],
    ['ｊavascript:alert(1)', 'full-width letter'],
    ['java%73cript:alert(1)', 'percent-encoded scheme letter'],
    ['javascript&colon;alert(1)', 'HTML entity instead of the colon'],
    ['vbscript:msgbox(1)', 'vbscript'],
    ['VBScript:msgbox(1)', 'vbscript, mixed case'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'data'],
    ['DATA:text/html,<script>alert(1)</script>', 'data, upper case'],
    ['file:///etc/passwd', 'file'],
    ['FILE:///C:/Windows/win.ini', 'file, upper case'],
    ['blob:https://evil.example/uuid', 'blob'],
    ['about:blank', 'about'],
    ['filesystem:https://evil.example/temporary/x', 'filesystem'],
    ['chrome://settings', 'chrome'],
    ['chrome-extension://abcdef/page.html', 'chrome-extension'],
    ['moz-extension://abcdef/page.html', 'moz-extension'],
    ['view-source:https://example.com', 'view-source'],
    ['intent://scan/#Intent;scheme=zxing;package=com.google.zxing.client.android;end', 'intent'],
    ['INTENT://x#Intent;end', 'intent, upper case'],
    ['android-app://com.evil/https/evil.example', 'android-app'],
    ['content://com.android.contacts/contacts', 'content'],
    ['ms-msdt:/id PCWDiagnostic', 'ms-msdt (CVE-2022-30190)'],
    ['ms-officecmd:{}', 'ms-officecmd'],
    ['MS-Settings:privacy', 'ms-settings, mixed case'],
    ['search-ms:query=x&crumb=location:\\\\evil\\share', 'search-ms'],
    ['shell:startup', 'shell'],
    ['smb://evil.example/share', 'smb'],
    ['C:/Windows/System32/calc.exe', 'Windows drive letter'],
    ['c:\\windows', 'Windows path with backslashes'],
    ['//evil.example/x', 'protocol-relative'],
    ['/relative/path', 'relative path'],
    ['metamask', 'no scheme at all (normalizeWalletLink adds one)'],
    ['', 'empty'],
    ['https:evil.example', 'https without slashes'],
    ['https:/evil.example', 'https with one slash'],
    ['https:\\\\evil.example', 'https with backslashes'],
    ['https://', 'https without a host'],
    ['https://metamask.io@evil.example/', 'credentials disguising the host'],
    ['https://user:pass@evil.example/', 'user and password'],
    ['https://bücher.example/', 'non-ASCII host (punycode is accepted)'],
    ['1metamask://', 'scheme starting with a digit'],
    ['meta mask://', 'space in the scheme'],
    ['meta_mask://', 'underscore in the scheme'],
    [`https://example.com/${'a'.repeat(2100)}`, 'over 2048 characters'],
  ])('rejects %j (%s)', (url) => {
    expect(isAllowedWalletUrl(url)).toBe(false)
  })

  // Every scheme the security review (L4) found accepted by the old deny-list, in both the opaque and the `//` form.
  const ACCEPTED_BEFORE = ['jnlp', 'jnlps', 'hcp', 'steam', 'vscode', 'itms-services', 'microsoft-edge', 'mk', 'res', 'shortcuts', 'telnet', 'ftp', 'market', 'firefox', 'googlechromes', 'x-safari-https']
  it.each(ACCEPTED_BEFORE)('rejects the %s: handler, opaque or hierarchical (L4)', (scheme) => {
    expect(isAllowedWalletUrl(`${scheme}:payload`)).toBe(false)
    expect(isAllowedWalletUrl(`${scheme}://host/path`)).toBe(false)
    expect(isAllowedWalletUrl(`${scheme.toUpperCase()}://host/path`)).toBe(false)
    expect(normalizeWalletLink(`${scheme}:`)).toBeUndefined()
    expect(formatWalletConnectLink(`${scheme}://x`, WC_URI)).toBeUndefined()
  })

  it.each([
    ['mk:@MSITStore:\\\\evil\\x.chm::/x.htm', 'CHM through mk'],
    ['its:evil.chm::/x.htm', 'its'],
    ['ms-its:evil.chm::/x.htm', 'ms-its'],
    ['jnlp://evil.example/app.jnlp', 'Java Web Start'],
    ['itms-services://?action=download-manifest&url=https://evil.example/m.plist', 'iOS enterprise install'],
    ['itms-apps://apps.apple.com/app/id1', 'App Store'],
    ['shortcuts://run-shortcut?name=x', 'iOS Shortcuts'],
    ['workflow://run-workflow?name=x', 'iOS Workflow'],
    ['vscode://vscode.git/clone?url=https://evil.example/r.git', 'VS Code'],
    ['vscode-insiders://x', 'VS Code Insiders'],
    ['steam://run/1/-console', 'Steam'],
    ['microsoft-edge:https://evil.example', 'Edge launcher'],
    ['microsoft-edge-holographic:https://evil.example', 'Edge launcher family'],
    ['firefox://open-url?url=https://evil.example', 'Firefox launcher'],
    ['googlechrome://evil.example', 'Chrome launcher'],
    ['x-safari-https://evil.example', 'Safari launcher'],
    ['x-apple-helpbasic://x', 'Apple handler'],
    ['x-apple.systempreferences:com.apple.preference', 'dotted Apple handler'],
    ['com.apple.tv://x', 'reverse-DNS scheme'],
    ['x.y+z-1://path', 'dots and plus: not a wallet scheme'],
    ['git+ssh://evil.example/r', 'compound scheme'],
    ['web+wallet://x', 'web+ scheme'],
    ['ftp://evil.example/x', 'ftp'],
    ['sftp://evil.example/x', 'sftp'],
    ['ssh://evil.example', 'ssh'],
    ['telnet://evil.example', 'telnet'],
    ['smb://evil.example/share', 'smb'],
    ['nfs://evil.example/x', 'nfs'],
    ['ldap://evil.example', 'ldap'],
    ['market://details?id=com.evil', 'Play store'],
    ['hcp://system/x', 'Windows Help Center'],
    ['res://ieframe.dll/x', 'Windows resources'],
    ['tel://+15555555555', 'a call'],
    ['sms://+15555555555', 'a text'],
    ['mailto://evil@example.com', 'mail'],
    ['facetime://evil@example.com', 'a FaceTime call'],
    ['trust:', 'a bare scheme (normalizeWalletLink gives it its //)'],
    ['trust:wc?uri=x', 'a wallet scheme in the opaque form'],
    [`${'a'.repeat(33)}://`, 'a scheme over 32 characters'],
  ])('rejects %j (%s)', (url) => {
    expect(isAllowedWalletUrl(url)).toBe(false)
  })

  it('rejects values that are not strings', () => {
    expect(isAllowedWalletUrl(undefined as unknown as string)).toBe(false)
    expect(isAllowedWalletUrl(null as unknown as string)).toBe(false)
    expect(isAllowedWalletUrl(42 as unknown as string)).toBe(false)
  })

  it('accepts IDN hosts in punycode form', () => {
    expect(isAllowedWalletUrl('https://xn--bcher-kva.example/')).toBe(true)
  })
})

describe('normalizeWalletLink', () => {
  it('gives scheme-only links their //', () => {
    expect(normalizeWalletLink('trust:')).toBe('trust://')
    expect(normalizeWalletLink('rainbow:/')).toBe('rainbow://')
    expect(normalizeWalletLink('metamask')).toBe('metamask://')
    expect(normalizeWalletLink('metamask://')).toBe('metamask://')
  })

  it('leaves full links alone', () => {
    expect(normalizeWalletLink('okex://main')).toBe('okex://main')
    expect(normalizeWalletLink('https://metamask.app.link')).toBe('https://metamask.app.link')
  })

  it('does not turn a bare "https" or a denied scheme into a link', () => {
    expect(normalizeWalletLink('https')).toBeUndefined()
    expect(normalizeWalletLink('https:')).toBeUndefined()
    expect(normalizeWalletLink('javascript')).toBeUndefined()
    expect(normalizeWalletLink('javascript:')).toBeUndefined()
    expect(normalizeWalletLink('JavaScript:/')).toBeUndefined()
    expect(normalizeWalletLink('data:')).toBeUndefined()
    expect(normalizeWalletLink('intent')).toBeUndefined()
  })

  it('yields nothing for absent links', () => {
    expect(normalizeWalletLink(null)).toBeUndefined()
    expect(normalizeWalletLink(undefined)).toBeUndefined()
    expect(normalizeWalletLink('')).toBeUndefined()
  })
})

describe('formatWalletConnectLink', () => {
  it('builds {link}/wc?uri= with the URI fully encoded', () => {
    expect(formatWalletConnectLink('https://metamask.app.link', WC_URI)).toBe(`https://metamask.app.link/wc?uri=${ENCODED}`)
    expect(formatWalletConnectLink('https://link.trustwallet.com/', WC_URI)).toBe(`https://link.trustwallet.com/wc?uri=${ENCODED}`)
    expect(formatWalletConnectLink('metamask://', WC_URI)).toBe(`metamask://wc?uri=${ENCODED}`)
    expect(formatWalletConnectLink('trust:', WC_URI)).toBe(`trust://wc?uri=${ENCODED}`)
    expect(formatWalletConnectLink('okex://main', WC_URI)).toBe(`okex://main/wc?uri=${ENCODED}`)
  })

  it('keeps the URI inside one query parameter', () => {
    const href = formatWalletConnectLink('https://wallet.example', 'wc:a@2?b=1&c=2#x')
    expect(href).toBeDefined()
    const url = new URL(href as string)
    expect([...url.searchParams.keys()]).toEqual(['uri'])
    expect(url.searchParams.get('uri')).toBe('wc:a@2?b=1&c=2#x')
    expect(url.hash).toBe('')
  })

  it('never sends the pairing URI (it holds the symmetric key) over plain http to another machine', () => {
    expect(formatWalletConnectLink('http://wallet.example/app', WC_URI)).toBeUndefined()
    expect(formatWalletConnectLink('HTTP://192.168.1.2/app', WC_URI)).toBeUndefined()
    expect(formatWalletConnectLink('http://127.0.0.1:5173/wallet', WC_URI)).toBe(`http://127.0.0.1:5173/wallet/wc?uri=${ENCODED}`)
    expect(formatWalletConnectLink('http://localhost:5173/wallet', WC_URI)).toBe(`http://localhost:5173/wallet/wc?uri=${ENCODED}`)
  })

  it('builds nothing from a disallowed link', () => {
    for (const link of ['javascript:alert(1)//', ' JaVaScRiPt:alert(1)', 'java\tscript:x', 'data:text/html,x', 'intent://x', 'file:///x']) {
      expect(formatWalletConnectLink(link, WC_URI)).toBeUndefined()
    }
  })
})

describe('walletConnectLinks', () => {
  const none = { mobile_link: null, desktop_link: null, webapp_link: null }

  it('offers the app scheme on mobile when that is all the wallet has', () => {
    expect(walletConnectLinks({ ...none, mobile_link: 'metamask://' }, WC_URI)).toEqual({
      mobile: `metamask://wc?uri=${ENCODED}`,
      mobileNative: `metamask://wc?uri=${ENCODED}`,
    })
  })

  it('prefers the universal link on mobile, keeping the scheme as a fallback', () => {
    const links = walletConnectLinks({ ...none, mobile_link: 'zerion://', link_mode: 'https://wallet.zerion.io/wc' }, WC_URI)
    expect(links.mobile).toBe(`https://wallet.zerion.io/wc/wc?uri=${ENCODED}`)
    expect(links.mobileUniversal).toBe(links.mobile)
    expect(links.mobileNative).toBe(`zerion://wc?uri=${ENCODED}`)
  })

  it('treats an https mobile_link as the universal link', () => {
    const links = walletConnectLinks({ ...none, mobile_link: 'https://connect.trezor.io/9/deeplink/wc' }, WC_URI)
    expect(links.mobile).toBe(`https://connect.trezor.io/9/deeplink/wc/wc?uri=${ENCODED}`)
    expect(links.mobileNative).toBeUndefined()
  })

  it('ignores a link_mode that is not a web link', () => {
    expect(walletConnectLinks({ ...none, mobile_link: 'a1://', link_mode: 'evil://x' }, WC_URI).mobile).toBe(`a1://wc?uri=${ENCODED}`)
  })

  it('builds desktop and web-app links', () => {
    expect(walletConnectLinks({ ...none, desktop_link: 'ledgerlive://', webapp_link: 'https://app.onekey.so/wc/connect' }, WC_URI)).toEqual({
      desktop: `ledgerlive://wc?uri=${ENCODED}`,
      webapp: `https://app.onekey.so/wc/connect/wc?uri=${ENCODED}`,
    })
  })

  it('never offers a web-app link that is an app scheme', () => {
    expect(walletConnectLinks({ ...none, webapp_link: 'someapp://' }, WC_URI).webapp).toBeUndefined()
  })

  it('drops every disallowed link of a hostile entry, keeping nothing to open', () => {
    const hostile = {
      mobile_link: ' JaVaScRiPt:alert(document.cookie)//',
      link_mode: 'javascript:alert(1)',
      desktop_link: 'java\tscript:alert(1)',
      webapp_link: 'data:text/html,<script>alert(1)</script>',
    }
    expect(walletConnectLinks(hostile, WC_URI)).toEqual({})
  })

  it('returns nothing for a wallet without links', () => {
    expect(walletConnectLinks(none, WC_URI)).toEqual({})
  })
})
