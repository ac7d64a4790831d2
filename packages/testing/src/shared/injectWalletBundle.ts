import type { Page } from 'playwright-core'
import { prebuiltBundle } from './prebuiltBundle'

/**
 * The Node half of handing a test wallet its options (the page half is `bootFromPageOptions`): one init script that
 * sets `window[optionsGlobal]` and then runs the bundle, in every document `page` loads, before the app's scripts.
 */
export async function injectWalletBundle(page: Page, parameters: { optionsGlobal: string; options: unknown; bundle: string | undefined; prebuilt: string }): Promise<void> {
  const { optionsGlobal, options, bundle, prebuilt } = parameters
  await page.addInitScript({ content: `window.${optionsGlobal} = ${JSON.stringify(options)};\n${bundle ?? prebuiltBundle(prebuilt)}` })
}
