import jsQR from 'jsqr'
import type { Locator } from 'playwright-core'
import { expect, it } from 'vitest'
import { ANVIL_ADDRESSES } from '@latch/testing/evm-wallet'
import { connectWallet, openAccountView } from '../support/flows'
import { setUpDemo } from '../support/lifecycle'

const demo = setUpDemo()

/** Reads the QR code as a phone would: the SVG rasterised in the page, decoded by jsQR (a reader we did not write). */
async function decodeQr(svg: Locator): Promise<string | undefined> {
  const image = await svg.evaluate(async (el) => {
    const markup = new XMLSerializer().serializeToString(el).replaceAll('var(--w3m-qr-color, #000)', '#000')
    const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }))
    const img = new Image()
    img.src = url
    await img.decode()
    const canvas = document.createElement('canvas')
    canvas.width = 400
    canvas.height = 400
    const g = canvas.getContext('2d') as CanvasRenderingContext2D
    g.fillStyle = '#fff'
    g.fillRect(0, 0, 400, 400)
    g.drawImage(img, 0, 0, 400, 400)
    URL.revokeObjectURL(url)
    return Array.from(g.getImageData(0, 0, 400, 400).data)
  })
  return jsQR(Uint8ClampedArray.from(image), 400, 400)?.data
}

it('Receive shows the address, a QR code that decodes to it, the networks it is valid on, and warns on another network', async () => {
  const session = await demo.open({ account: 4 })
  const { page } = session
  const me = ANVIL_ADDRESSES[4] as string
  await connectWallet(session)
  await openAccountView(page)
  await page.getByTestId('latch-account-receive').click()
  expect((await page.getByTestId('latch-receive-address').textContent())?.trim().toLowerCase()).toBe(me.toLowerCase())
  const decoded = await decodeQr(page.getByTestId('latch-receive-qr').locator('svg').or(page.getByTestId('latch-receive-qr').and(page.locator('svg'))).first())
  expect(decoded?.toLowerCase()).toBe(me.toLowerCase())
  // Both local EVM chains take this address; on the active one there is no warning.
  await page.getByTestId('latch-receive-network-eip155:31337').waitFor()
  expect(await page.getByTestId('latch-receive-warning').count()).toBe(0)
  // A visually hidden radio with its label over it, as the view draws it.
  await page.getByTestId('latch-receive-network-eip155:31338').check({ force: true })
  expect(await page.getByTestId('latch-receive-warning').textContent()).toContain('Anvil Second')
})
