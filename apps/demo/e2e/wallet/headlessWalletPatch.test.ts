// The patched behaviours of headless-web3-provider (patches/headless-web3-provider@0.3.2.patch), each checked
// against the real anvils so the e2e flows rest on a wallet that behaves like a real extension.
import { hexlify, toUtf8Bytes, verifyMessage } from 'ethers'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ANVIL_ADDRESSES, ANVIL_KEYS } from '../support/anvilAccounts'
import { launchBrowser } from '../support/browser'
import { chainAt } from '../support/chain'
import { injectHeadlessWeb3Provider, makeHeadlessWeb3Provider, type Wallet, Web3RequestKind } from '../support/headlessWallet'

const first = chainAt(0)
const second = chainAt(1)
const address = ANVIL_ADDRESSES[0]
const hexId = (id: number) => `0x${id.toString(16)}`

function backend(): Wallet {
  return makeHeadlessWeb3Provider([ANVIL_KEYS[0]], first.chainId, first.url)
}

async function pendingCount(wallet: Wallet, settle = 50): Promise<number> {
  await new Promise((r) => setTimeout(r, settle))
  return wallet.getPendingRequestCount()
}

describe('headless wallet, in Node against anvil', { timeout: 15_000 }, () => {
  it('signs a 0x-hex personal_sign message as bytes, and plain text as text', async () => {
    const wallet = backend()
    const message = 'Latch says hello'
    const hexSigned = wallet.request({ method: 'personal_sign', params: [hexlify(toUtf8Bytes(message)), address] })
    await wallet.authorize(Web3RequestKind.SignMessage)
    expect(verifyMessage(message, await hexSigned)).toBe(address)

    const textSigned = wallet.request({ method: 'personal_sign', params: [message, address] })
    await wallet.authorize(Web3RequestKind.SignMessage)
    expect(verifyMessage(message, await textSigned)).toBe(address)
  })

  it('removes a listener with removeListener', async () => {
    const wallet = backend()
    wallet.addNetwork(second.chainId, second.url)
    const seen: unknown[] = []
    const listener = (id: unknown) => seen.push(id)
    const emitter = wallet as unknown as {
      on(e: string, l: (id: unknown) => void): void
      removeListener(e: string, l: (id: unknown) => void): void
    }
    emitter.on('chainChanged', listener)
    wallet.switchNetwork(second.chainId)
    emitter.removeListener('chainChanged', listener)
    wallet.switchNetwork(first.chainId)
    expect(seen).toEqual([hexId(second.chainId)])
  })

  it('refuses a switch to an unknown chain with 4902 at once, without a prompt', async () => {
    const wallet = backend()
    const attempt = wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: hexId(second.chainId) }] })
    await expect(attempt).rejects.toMatchObject({ code: 4902 })
    expect(wallet.getPendingRequestCount()).toBe(0)
    expect(wallet.getNetwork().chainId).toBe(first.chainId)
  })

  it('answers a switch to the chain already active at once, without a prompt', async () => {
    const wallet = backend()
    expect(await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: hexId(first.chainId) }] })).toBeNull()
    expect(wallet.getPendingRequestCount()).toBe(0)
  })

  it('switches to a chain after wallet_addEthereumChain, reads it over its RPC, and never duplicates it', async () => {
    await second.setBalance(address, '4321.5')
    const wallet = backend()
    const changes: unknown[] = []
    wallet.on('chainChanged', (id) => changes.push(id))
    const params = [{ chainId: hexId(second.chainId), chainName: 'Anvil Second', rpcUrls: [second.url], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }]
    const added = wallet.request({ method: 'wallet_addEthereumChain', params })
    await wallet.authorize(Web3RequestKind.AddEthereumChain)
    expect(await added).toBeNull()
    expect(await wallet.request({ method: 'eth_chainId' })).toBe(hexId(second.chainId))
    expect(changes).toEqual([hexId(second.chainId)])
    const balance = await wallet.request({ method: 'eth_getBalance', params: [address, 'latest'] })
    expect(BigInt(balance)).toBe(4321_500000000000000000n)

    const again = wallet.request({ method: 'wallet_addEthereumChain', params })
    await wallet.authorize(Web3RequestKind.AddEthereumChain)
    await again
    expect(wallet.getNetworks().filter((n) => n.chainId === second.chainId)).toHaveLength(1)
  })

  it('emits chainChanged as a 0x-hex string', () => {
    const wallet = backend()
    wallet.addNetwork(second.chainId, second.url)
    const changes: unknown[] = []
    wallet.on('chainChanged', (id) => changes.push(id))
    wallet.switchNetwork(second.chainId)
    expect(changes).toEqual([hexId(second.chainId)])
  })

  it('answers eth_requestAccounts without a new prompt once the site is permitted', async () => {
    const wallet = backend()
    const firstAsk = wallet.request({ method: 'eth_requestAccounts' })
    expect(await pendingCount(wallet)).toBe(1)
    await wallet.authorize(Web3RequestKind.RequestAccounts)
    expect(await firstAsk).toEqual([address.toLowerCase()])

    const secondAsk = wallet.request({ method: 'eth_requestAccounts' })
    expect(await secondAsk).toEqual([address.toLowerCase()])
    expect(await pendingCount(wallet)).toBe(0)
  })

  it('still prompts for eth_requestAccounts before the site is permitted', async () => {
    const wallet = backend()
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    const ask = wallet.request({ method: 'eth_requestAccounts' })
    expect(await pendingCount(wallet)).toBe(1)
    await wallet.reject(Web3RequestKind.RequestAccounts)
    await expect(ask).rejects.toMatchObject({ code: 4001 })
  })
})

describe('headless wallet, injected in a page', () => {
  let browser: Browser
  // A blank page on the preview's loopback origin, answered by the test itself (no app, no network).
  const blankUrl = new URL('/__wallet-blank', inject('demoUrl')).href

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  async function blankPage(): Promise<{ page: Page; wallet: Wallet }> {
    const page = await browser.newPage()
    await page.route(blankUrl, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>wallet</title>' }))
    const wallet = await injectHeadlessWeb3Provider(page, [ANVIL_KEYS[0]], first.chainId, first.url)
    await page.goto(blankUrl)
    return { page, wallet }
  }

  it('keeps EIP-1193 error codes between the wallet and the page', async () => {
    const { page, wallet } = await blankPage()
    const asked = page.evaluate(() =>
      (window as unknown as { ethereum: { request(a: { method: string }): Promise<unknown> } }).ethereum
        .request({ method: 'eth_requestAccounts' })
        .then(
          () => ({ code: 0, message: 'resolved' }),
          (e: { code?: number; message?: string }) => ({ code: e.code, message: e.message }),
        ),
    )
    await wallet.reject(Web3RequestKind.RequestAccounts)
    expect(await asked).toEqual({ code: 4001, message: 'The user rejected the request.' })

    const unknownChain = await page.evaluate(
      (chainId) =>
        (window as unknown as { ethereum: { request(a: { method: string; params: unknown[] }): Promise<unknown> } }).ethereum
          .request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
          .catch((e: { code?: number }) => e.code),
      hexId(second.chainId),
    )
    expect(unknownChain).toBe(4902)
    await page.close()
  })

  it('supports removeListener in the page and delivers chainChanged there as a hex string', async () => {
    const { page, wallet } = await blankPage()
    wallet.addNetwork(second.chainId, second.url)
    await page.evaluate(() => {
      const w = window as unknown as {
        seen: { kept: unknown[]; removed: unknown[] }
        ethereum: { on(e: string, l: (x: unknown) => void): void; removeListener(e: string, l: (x: unknown) => void): void }
      }
      w.seen = { kept: [], removed: [] }
      const removed = (id: unknown) => w.seen.removed.push(id)
      w.ethereum.on('chainChanged', (id) => w.seen.kept.push(id))
      w.ethereum.on('chainChanged', removed)
      w.ethereum.removeListener('chainChanged', removed)
    })
    wallet.switchNetwork(second.chainId)
    await page.waitForFunction(() => (window as unknown as { seen: { kept: unknown[] } }).seen.kept.length > 0)
    const seen = await page.evaluate(() => (window as unknown as { seen: unknown }).seen)
    expect(seen).toEqual({ kept: [hexId(second.chainId)], removed: [] })
    await page.close()
  })

  it('drops an event for a closed page instead of raising an unhandled rejection', async () => {
    const { page, wallet } = await blankPage()
    wallet.addNetwork(second.chainId, second.url)
    await page.close()
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    wallet.switchNetwork(second.chainId)
    await new Promise((r) => setTimeout(r, 300))
    process.off('unhandledRejection', onUnhandled)
    expect(unhandled).toEqual([])
    expect(wallet.getNetwork().chainId).toBe(second.chainId)
  })
})
