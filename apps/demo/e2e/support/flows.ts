import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { approve, Web3RequestKind } from '@latch/testing/evm-wallet'
import { parseBalanceText } from './chain'
import type { DemoSession } from './demoSession'
import { outsideRequests } from './demoSession'

/** The id of the headless wallet's connector: EIP-6963 announced, keyed by its rdns. */
export const WALLET_TESTID = 'latch-wallet-headless-web3-provider'

/** Connect button → modal → the headless wallet → approve eth_requestAccounts → connected. */
export async function connectWallet(s: DemoSession): Promise<void> {
  await s.page.getByTestId('latch-connect-button').click()
  await s.page.getByTestId('latch-modal').waitFor()
  await s.page.getByTestId(WALLET_TESTID).click()
  await approve(s.wallet, Web3RequestKind.RequestAccounts)
  await s.page.getByTestId('latch-account-button').waitFor()
}

/** Opens the Account view (through the account button unless it already shows). */
export async function openAccountView(page: Page): Promise<void> {
  const address = page.getByTestId('latch-account-address')
  // An open modal is on its way back to Account (e.g. after a network switch); otherwise open it.
  if (!(await page.getByTestId('latch-modal').isVisible())) await page.getByTestId('latch-account-button').click()
  await address.waitFor()
}

export async function closeModal(page: Page): Promise<void> {
  await page.getByTestId('latch-modal-close').click()
  await page.getByTestId('latch-modal').waitFor({ state: 'hidden' })
}

/** Waits until the modal's balance reads `expected` ETH (to the two decimals it shows); returns the last text. */
export async function waitForModalBalance(page: Page, expected: number, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  let text = ''
  while (Date.now() < deadline) {
    text = (await page.getByTestId('latch-account-balance').textContent()) ?? ''
    try {
      if (Math.abs(parseBalanceText(text) - expected) < 0.01) return text
    } catch {
      // Still loading ("…" or empty): keep polling.
    }
    await page.waitForTimeout(200)
  }
  throw new Error(`the modal shows "${text}", the chain reports ${expected} ETH`)
}

/** Shortened form check: "0xf39F…2266" style labels keep the start and the end of the address. */
export function looksLikeShortOf(label: string, address: string): boolean {
  const l = label.toLowerCase()
  const a = address.toLowerCase()
  return l.includes(a.slice(0, 6)) && l.includes(a.slice(-4))
}

/** Every session must stay on loopback and run under the strict CSP without errors. */
export function expectCleanSession(s: DemoSession): void {
  expect(outsideRequests(s.requests)).toEqual([])
  expect(s.requests.length).toBeGreaterThan(0)
  expect(s.errors.filter((e) => e.startsWith('pageerror') || /Content Security Policy/i.test(e))).toEqual([])
}

/** The network fee the Send preview shows, in the native currency's smallest unit (`decimals` of them per `symbol`). */
export async function previewedFee(page: Page, symbol: string, decimals: number): Promise<bigint> {
  const text = (await page.getByTestId('latch-send-preview-fee').textContent()) ?? ''
  const shown = new RegExp(`^Network fee: ([0-9.]+) ${symbol}$`).exec(text)?.[1]
  if (!shown) throw new Error(`the preview shows no fee in ${symbol}: "${text}"`)
  const [whole = '0', fraction = ''] = shown.split('.')
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0'))
}
