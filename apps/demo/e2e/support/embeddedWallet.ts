import type { Page } from 'playwright-core'
import { inject } from 'vitest'

interface Mail {
  id: number
  to: string
  subject: string
  body: string
}

/** A fresh address per test, so tests never meet each other's users in the frame server's database. */
export const newEmail = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`

/** The newest mail to `to` newer than `afterId` whose body matches `pattern`, read from the frame server's dev mailbox. */
export async function waitForMail(to: string, pattern: RegExp, afterId = 0, timeoutMs = 10_000): Promise<{ mail: Mail; match: RegExpExecArray }> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const mails = (await (await fetch(`${inject('frameServerUrl')}/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as Mail[]
    for (const mail of mails) {
      const match = mail.id > afterId ? pattern.exec(mail.body) : null
      if (match) return { mail, match }
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no mail to ${to} matching ${pattern} arrived`)
}

/** The six-digit code of the newest code mail to `to` (newer than `afterId`). */
export async function readCode(to: string, afterId = 0): Promise<{ code: string; id: number }> {
  const { mail, match } = await waitForMail(to, /Your code is (\d{6})/, afterId)
  return { code: match[1] as string, id: mail.id }
}

/** Connect → e-mail → code from the mailbox → connected. Returns the address the demo shows. */
export async function loginWithEmail(page: Page, email: string): Promise<string> {
  await page.getByTestId('latch-connect-button').click()
  await page.getByTestId('latch-email-input').fill(email)
  await page.getByTestId('latch-email-submit').click()
  await page.getByTestId('latch-otp-input').waitFor()
  const { code } = await readCode(email)
  await page.getByTestId('latch-otp-input').fill(code)
  await page.getByTestId('latch-otp-submit').click()
  return connectedAddress(page)
}

export async function connectedAddress(page: Page): Promise<string> {
  await page.getByTestId('latch-account-button').waitFor({ timeout: 15_000 })
  await page.waitForFunction(() => document.querySelector('[data-testid="demo-address"]')?.textContent?.startsWith('0x'))
  return (await page.getByTestId('demo-address').textContent()) ?? ''
}

/** The user approves the request on the frame's own screen, laid over the modal. */
export async function approveInFrame(page: Page, expectedTitle: string): Promise<void> {
  await page.getByTestId('latch-approve-slot').waitFor()
  const frame = page.frameLocator('iframe[data-latch-frame]')
  await frame.getByTestId('frame-approval').waitFor()
  const title = await frame.locator('#approval-title').textContent()
  if (title !== expectedTitle) throw new Error(`the frame asks to "${title}", expected "${expectedTitle}"`)
  await frame.getByTestId('frame-approve').click()
}
