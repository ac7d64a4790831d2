import { hexlify, JsonRpcProvider, randomBytes, Wallet } from 'ethers'
import type { Page } from 'playwright-core'
import { expect, inject, it } from 'vitest'
import { ANVIL_ADDRESSES, ANVIL_KEYS, approve, Web3RequestKind } from '@latch/testing/evm-wallet'
import { ENS_REGISTRY_ADDRESS } from '../../stack/contracts/deployEns.mjs'
import { chainAt } from '../support/chain'
import { connectWallet, expectCleanSession, openAccountView } from '../support/flows'
import { setUpDemo } from '../support/lifecycle'

const demo = setUpDemo()
const first = chainAt(0)
const namesUrl = inject('namesUrl')
/** Plain ethers on the first chain, its ENS registry named: what any app or wallet would use. */
const ens = new JsonRpcProvider(first.url, { chainId: first.chainId, name: 'anvil', ensAddress: ENS_REGISTRY_ADDRESS }, { staticNetwork: true, cacheTimeout: -1 })
const unique = (label: string) => `${label}${Date.now().toString(36)}`

const availability = (page: Page) => page.getByTestId('latch-names-availability')
async function typeLabel(page: Page, label: string, status: string) {
  await page.getByTestId('latch-names-input').fill(label)
  await page.waitForFunction((s) => document.querySelector('[data-testid="latch-names-availability"]')?.getAttribute('data-status') === s, status)
}

/** A name someone else holds: registered straight with the service by anvil account 4 (what another user's modal does). */
async function registerElsewhere(label: string): Promise<string> {
  const owner = new Wallet(ANVIL_KEYS[4] as string)
  const expires = new Date(Date.now() + 5 * 60_000).toISOString()
  const message = ['Register an account name', `Name: ${label}.latch.id`, `Address: ${owner.address}`, 'Parent: latch.id', `Expires: ${expires}`, `Nonce: ${hexlify(randomBytes(16))}`].join('\n')
  const res = await fetch(`${namesUrl}/v1/names`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message, signature: await owner.signMessage(message) }) })
  expect(res.status).toBe(201)
  return owner.address
}

it('registers a name for the connected account: the rule, a taken name with suggestions, the wallet signs, the name shows and resolves in ENS', async () => {
  const session = await demo.open()
  const { page } = session
  await connectWallet(session)
  const me = ANVIL_ADDRESSES[0]
  await openAccountView(page)
  await page.getByTestId('latch-account-name-entry').click()
  await page.getByTestId('latch-names-input').waitFor()
  expect(await page.getByTestId('latch-names-parent').textContent()).toBe('.latch.id')

  // Spec §5: letters, digits and hyphen, at least 4.
  await typeLabel(page, 'ab', 'invalid')
  expect(await availability(page).textContent()).toBe('A name has at least 4 characters.')
  expect(await page.getByTestId('latch-names-register').isDisabled()).toBe(true)

  // Taken: the service offers free ones.
  const taken = unique('taken')
  await registerElsewhere(taken)
  await typeLabel(page, taken, 'taken')
  const suggestions = page.locator('[data-testid^="latch-names-suggestion-"]')
  expect(await suggestions.count()).toBeGreaterThan(0)
  const suggested = ((await suggestions.first().getAttribute('data-testid')) ?? '').replace('latch-names-suggestion-', '')
  await suggestions.first().click()
  await page.waitForFunction(() => document.querySelector('[data-testid="latch-names-availability"]')?.getAttribute('data-status') === 'available')
  expect(await page.getByTestId('latch-names-input').inputValue()).toBe(suggested)

  // A name of its own: the wallet signs the registration, the service registers it.
  const label = unique('newname')
  await typeLabel(page, label, 'available')
  await page.getByTestId('latch-names-register').click()
  await approve(session.wallet, Web3RequestKind.SignMessage)
  await page.locator('[data-testid="latch-names-registered"], [data-testid="latch-names-error"]').first().waitFor()
  if (await page.getByTestId('latch-names-error').count()) throw new Error(`not registered: ${await page.getByTestId('latch-names-error').textContent()} (${await page.getByTestId('latch-names-error').getAttribute('data-code')})`)
  expect(await page.getByTestId('latch-names-registered').textContent()).toBe(`${label}.latch.id`)
  await page.getByTestId('latch-names-done').click()
  // The Account view shows the name at once, no reload.
  await page.waitForFunction((name) => document.querySelector('[data-testid="latch-account-address"]')?.textContent === name, `${label}.latch.id`)
  expect(await page.getByTestId('latch-account-name-entry').count()).toBe(0)

  // Every ENS client resolves it: latch.id's offchain resolver asks the service (CCIP-Read) and checks its signature.
  expect(await ens.resolveName(`${label}.latch.id`)).toBe(me)
  expect(await ens.resolveName(`${taken}.latch.id`)).toBe(ANVIL_ADDRESSES[4])

  // After a reload the account keeps its name.
  await page.reload()
  await page.getByTestId('latch-account-button').waitFor({ timeout: 15_000 })
  await openAccountView(page)
  await page.waitForFunction((name) => document.querySelector('[data-testid="latch-account-address"]')?.textContent === name, `${label}.latch.id`)
  expectCleanSession(session)
})
