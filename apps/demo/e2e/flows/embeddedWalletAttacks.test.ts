import { createHash, randomBytes } from 'node:crypto'
import { expect, inject, it } from 'vitest'
import { loginWithEmail, newEmail } from '../support/embeddedWallet'
import { setUpDemo } from '../support/lifecycle'

const demo = setUpDemo()
const PROJECT = 'latch-demo-local'

/** The frame server's API called as an attacker would from a script: any headers it likes, its own device id. */
function attackerClient(deviceId = `attacker-${randomBytes(8).toString('hex')}`) {
  const frameUrl = inject('frameServerUrl')
  return async (path: string, body: Record<string, unknown>) => {
    const res = await fetch(`${frameUrl}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: frameUrl, 'x-latch-device': deviceId, 'x-latch-project': PROJECT },
      body: JSON.stringify(body),
    })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }
}

it('C1: a social login an attacker starts and lures a victim to finish gives the attacker neither the code nor a session', async () => {
  const { context } = await demo.open()
  const call = attackerClient()
  const secret = randomBytes(32).toString('base64url')
  const secretHash = createHash('sha256').update(secret).digest('base64url')
  const strangerOrigin = new URL(inject('strangerUrl')).origin
  // The result may only be announced to one of the project's own origins.
  for (const appOrigin of ['*', strangerOrigin, 'https://evil.example']) {
    expect((await call('social/start', { provider: 'github', appOrigin, secretHash })).status).toBe(400)
  }
  const started = await call('social/start', { provider: 'github', appOrigin: new URL(inject('demoUrl')).origin, secretHash })
  expect(started.status).toBe(200)
  const uri = String(started.body.uri)
  const state = new URL(uri).searchParams.get('state')

  // The attacker's page, in the victim's browser, opens the genuine provider page; the victim signs in there.
  const attacker = await context.newPage()
  await attacker.goto(`${inject('strangerUrl')}/nonce`)
  await attacker.evaluate((authUrl) => {
    const seen: string[] = []
    ;(window as unknown as { seen: string[] }).seen = seen
    addEventListener('message', (e) => seen.push(JSON.stringify(e.data)))
    const go = document.createElement('button')
    go.id = 'go'
    go.textContent = 'Claim your prize'
    go.onclick = () => window.open(authUrl, 'prize')
    document.body.append(go)
  }, uri)
  const [popup] = await Promise.all([context.waitForEvent('page'), attacker.click('#go')])
  await popup.getByTestId('oidc-email').fill(newEmail('victim'))
  await popup.getByTestId('oidc-name').fill('Victim')
  await popup.getByTestId('oidc-submit').click()
  await popup.waitForURL(/\/social\/callback\?/)
  const callbackUrl = popup.url()
  expect(callbackUrl).toContain('code=')
  await attacker.waitForTimeout(1000)
  const seen = await attacker.evaluate(() => (window as unknown as { seen: string[] }).seen)
  // Nothing reached the attacker's page: not the code, not even the notice (it goes to the app's origin only).
  expect(seen.filter((m) => m.includes('code='))).toEqual([])
  expect(seen.filter((m) => m.includes('LATCH_SOCIAL'))).toEqual([])

  // With what the attacker holds (its device, its secret, the state it started), no session.
  const guessed = await call('social/connect', { uri: `${inject('frameServerUrl')}/social/callback?state=${state}`, secret })
  expect(guessed.status).toBe(400)
  expect(guessed.body.token).toBeUndefined()
  // Even the code itself, had it leaked, is worthless from another device or without the frame's secret.
  const otherDevice = attackerClient()
  expect((await otherDevice('social/connect', { uri: callbackUrl, secret })).status).toBe(400)
  expect((await call('social/connect', { uri: callbackUrl, secret: 'x'.repeat(43) })).status).toBe(400)
  await attacker.close()
  if (!popup.isClosed()) await popup.close()
})

it('H3: the dapp cannot approve for the user: Approve stays off while the frame is see-through, and Enter never approves', async () => {
  const { page } = await demo.open()
  await loginWithEmail(page, newEmail('h3'))
  await page.getByTestId('demo-sign-input').fill('Approve me')
  await page.getByTestId('demo-sign-button').click()
  const frame = page.frameLocator('iframe[data-latch-frame]')
  await frame.getByTestId('frame-approval').waitFor()
  // A hostile page makes the frame nearly transparent and lays its own text over it.
  await page.evaluate(() => {
    const iframe = document.querySelector<HTMLIFrameElement>('iframe[data-latch-frame]')
    if (iframe) iframe.style.opacity = '0.05'
  })
  await page.waitForTimeout(1500)
  expect(await frame.getByTestId('frame-approve').isDisabled()).toBe(true)
  // Focus is on the frame (keyboard users reach it), but never on Approve: Enter and Space approve nothing.
  await page.keyboard.press('Enter')
  await page.keyboard.press('Space')
  await page.waitForTimeout(300)
  expect(await frame.getByTestId('frame-approval').isVisible()).toBe(true)
  expect(await page.getByTestId('demo-signature').count()).toBe(0)
  // Shown as it is, the screen arms after a moment and the user's click approves.
  await page.evaluate(() => {
    const iframe = document.querySelector<HTMLIFrameElement>('iframe[data-latch-frame]')
    if (iframe) iframe.style.opacity = ''
  })
  await frame.getByTestId('frame-approve').click({ timeout: 5000 })
  await page.getByTestId('demo-signature').waitFor()
})
