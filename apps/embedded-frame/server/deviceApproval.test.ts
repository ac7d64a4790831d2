// Review finding M1: the link in the device-approval mail shows the request; only pressing Approve (a POST)
// approves it.
import { describe, expect, it } from 'vitest'
import { approvalLinkIn, approve, client, login, start } from './frameServer.test-helpers'

const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'

/** A known user, and another device that asked to log in as them (from `appOrigin`, with Chrome on macOS). */
async function pendingApproval(appOrigin?: string) {
  let t = Date.UTC(2026, 4, 20, 14, 3)
  const server = await start({ now: () => t })
  await login(server, client(server), 'grace@x.test')
  t += 60_000
  const other = client(server)
  const body = appOrigin ? { email: 'grace@x.test', appOrigin } : { email: 'grace@x.test' }
  expect((await other.call('email/start', body, { 'user-agent': CHROME_MAC })).body).toEqual({ action: 'VERIFY_DEVICE' })
  return { server, other, link: await approvalLinkIn(server, 'grace@x.test') }
}

const field = (html: string, name: string) => new RegExp(`data-testid="device-${name}">([^<]*)<`).exec(html)?.[1]

describe('M1: device approval', () => {
  it('a GET of the link (a mail scanner, a preview) approves nothing, however often', async () => {
    const { other, link } = await pendingApproval()
    for (let i = 0; i < 3; i++) expect((await fetch(link)).status).toBe(200)
    expect(await other.call('email/device')).toMatchObject({ status: 408 })
    expect((await approve(link)).status).toBe(200)
    expect((await other.call('email/device')).body).toEqual({})
  })

  it('the page names the browser, the site, the client address and the time, and posts only to itself; no script', async () => {
    const { link } = await pendingApproval('https://app.example.com')
    const res = await fetch(link)
    const html = await res.text()
    expect(field(html, 'account')).toBe('grace@x.test')
    expect(field(html, 'browser')).toBe('Chrome on macOS')
    expect(field(html, 'site')).toBe('https://app.example.com')
    expect(field(html, 'network-address')).toBe('127.0.0.1')
    expect(field(html, 'requested')).toBe('2026-05-20 14:04 UTC')
    expect(html).toMatch(/<form method="post" action="\/device\/approve">\s*<input type="hidden" name="token" value="[A-Za-z0-9_-]{43}">/)
    expect(html).not.toContain('<script')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("form-action 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('script-src')
  })

  it("a site the project does not allow is not named (the frame's claim is checked)", async () => {
    const { link } = await pendingApproval('https://evil.example')
    expect(field(await (await fetch(link)).text(), 'site')).toBe('Not known')
  })

  it('a used, unknown or missing token: 410, for GET and POST alike; other methods 405', async () => {
    const { link } = await pendingApproval()
    expect((await approve(link)).status).toBe(200)
    expect((await fetch(link)).status).toBe(410)
    expect((await approve(link)).status).toBe(410)
    const unknown = new URL(link)
    unknown.searchParams.set('token', 'x'.repeat(43))
    expect((await fetch(unknown)).status).toBe(410)
    expect((await approve(unknown.href)).status).toBe(410)
    expect((await fetch(new URL('/device/approve', link))).status).toBe(410)
    expect((await fetch(link, { method: 'PUT' })).status).toBe(405)
  })

  it('the page is rate-limited per client address', async () => {
    const server = await start({ rateLimits: { 'page-ip': { max: 2, windowMs: 600_000 } } })
    const link = `${server.url}/device/approve?token=${'x'.repeat(43)}`
    expect((await fetch(link)).status).toBe(410)
    expect((await fetch(link)).status).toBe(410)
    const refused = await fetch(link)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
