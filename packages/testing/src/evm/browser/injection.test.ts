// installTestEvmWallet in Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH): the page sees an EIP-1193
// `window.ethereum` (also announced over EIP-6963), the test answers its requests, and the patched page side keeps
// EIP-1193 error codes, removeListener and closed pages right.
import { ethers } from 'ethers'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../browser/chromium'
import { ANVIL_ADDRESSES, ANVIL_KEYS } from '../anvilAccounts'
import { approve, decline, recordWalletCalls, type TestEvmWallet, Web3RequestKind } from '../headless'
import { installTestEvmWallet } from '../playwright'
import { type DevAnvil, startDevAnvil } from '@latch/local-4337'

let browser: Browser
let first: DevAnvil
let second: DevAnvil
const address = ANVIL_ADDRESSES[0]
const hexId = (id: number) => `0x${id.toString(16)}`
// Answered by the test itself (page.route): no app, no network.
const blankUrl = 'http://127.0.0.1:9/__wallet-blank'

type EthereumWindow = {
  ethereum: {
    request(a: { method: string; params?: unknown[] }): Promise<unknown>
    on(e: string, l: (x: unknown) => void): void
    removeListener(e: string, l: (x: unknown) => void): void
  }
}

beforeAll(async () => {
  ;[first, second] = await Promise.all([startDevAnvil(31337), startDevAnvil(31338)])
  browser = await launchChromium()
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await Promise.all([first?.stop(), second?.stop()])
})

async function blankPage(): Promise<{ page: Page; wallet: TestEvmWallet }> {
  const page = await browser.newPage()
  await page.route(blankUrl, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>wallet</title>' }))
  const wallet = await installTestEvmWallet(page, { privateKeys: [ANVIL_KEYS[0]], chainId: first.chainId, rpcUrl: first.url })
  await page.goto(blankUrl)
  return { page, wallet }
}

describe('installTestEvmWallet', { timeout: 30_000 }, () => {
  it('announces the wallet over EIP-6963', async () => {
    const { page } = await blankPage()
    const announced = await page.evaluate(
      () =>
        new Promise<{ rdns: string; name: string; isProvider: boolean }>((resolve) => {
          window.addEventListener('eip6963:announceProvider', (event) => {
            const { info, provider } = (event as CustomEvent<{ info: { rdns: string; name: string }; provider: unknown }>).detail
            resolve({ rdns: info.rdns, name: info.name, isProvider: provider === (window as unknown as EthereumWindow).ethereum })
          })
          window.dispatchEvent(new Event('eip6963:requestProvider'))
        }),
    )
    expect(announced).toEqual({ rdns: 'headless-web3-provider', name: 'Headless Web3 Provider', isProvider: true })
    await page.close()
  })

  it('connects, signs and sends from the page, each step answered by the test', async () => {
    const { page, wallet } = await blankPage()
    const calls = recordWalletCalls(wallet)

    const accounts = page.evaluate(() => (window as unknown as EthereumWindow).ethereum.request({ method: 'eth_requestAccounts' }))
    await approve(wallet, Web3RequestKind.RequestAccounts)
    expect(await accounts).toEqual([address.toLowerCase()])

    const signature = page.evaluate((a) => (window as unknown as EthereumWindow).ethereum.request({ method: 'personal_sign', params: ['0x6869', a] }), address)
    await approve(wallet, Web3RequestKind.SignMessage)
    expect(ethers.utils.verifyMessage('hi', (await signature) as string)).toBe(address)

    const to = ANVIL_ADDRESSES[6]
    const provider = new ethers.providers.StaticJsonRpcProvider(first.url, first.chainId)
    const before = await provider.getBalance(to)
    const hash = page.evaluate(
      ([from, t]) => (window as unknown as EthereumWindow).ethereum.request({ method: 'eth_sendTransaction', params: [{ from, to: t, value: '0x2386f26fc10000' }] }),
      [address, to] as const,
    )
    await approve(wallet, Web3RequestKind.SendTransaction)
    await provider.waitForTransaction((await hash) as string)
    expect((await provider.getBalance(to)).sub(before).toString()).toBe('10000000000000000')

    expect(calls).toEqual(['eth_requestAccounts', 'personal_sign', 'eth_sendTransaction'])
    await page.close()
  })

  it('keeps EIP-1193 error codes between the wallet and the page', async () => {
    const { page, wallet } = await blankPage()
    const asked = page.evaluate(() =>
      (window as unknown as EthereumWindow).ethereum.request({ method: 'eth_requestAccounts' }).then(
        () => ({ code: 0, message: 'resolved' }),
        (e: { code?: number; message?: string }) => ({ code: e.code, message: e.message }),
      ),
    )
    await decline(wallet, Web3RequestKind.RequestAccounts)
    expect(await asked).toEqual({ code: 4001, message: 'The user rejected the request.' })

    const unknownChain = await page.evaluate(
      (chainId) =>
        (window as unknown as EthereumWindow).ethereum
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
      const w = window as unknown as EthereumWindow & { seen: { kept: unknown[]; removed: unknown[] } }
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
