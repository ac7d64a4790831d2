/**
 * The page half of how a Playwright installer hands a test wallet its options (the other half is `injectWalletBundle`):
 * the installer sets `window[options]` just before the bundle, and the bundle starts the wallet from it before the
 * page's own scripts run. Runs inside the browser bundles, so it must not reach for Node.
 */
export type PageBootGlobals = {
  /** Where the installer left the options (JSON-safe). */
  options: string
  /** Where the started wallet goes, control included, for the test's handle to drive. */
  wallet: string
  /** Where the kit's functions go, so a test can create or register more wallets itself. */
  kit: string
}

/** Exposes `kit`; with options left by an installer, and no wallet started yet (a second injection), starts one. */
export function bootFromPageOptions<Options>(globals: PageBootGlobals, kit: object, start: (options: Options) => unknown): void {
  const page = globalThis as unknown as Record<string, unknown>
  page[globals.kit] = kit
  const options = page[globals.options] as Options | undefined
  if (options && !page[globals.wallet]) page[globals.wallet] = start(options)
}
