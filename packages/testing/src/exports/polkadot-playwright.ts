// The Polkadot test extension's Playwright installer. A separate entry for now: `@latch/testing/playwright` pins
// its list in exports.test.ts; folding this in there is one line once that list is updated.
export { installTestPolkadotExtension, type InstallTestPolkadotExtensionParameters, type TestPolkadotExtensionHandle } from '../polkadot/playwright'
