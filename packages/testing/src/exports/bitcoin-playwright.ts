// The Bitcoin test wallet's Playwright installer. A separate entry, as the Polkadot one: `@latch/testing/playwright`
// pins its list in exports.test.ts.
export { installTestBitcoinWallet, type InstallTestBitcoinWalletParameters, type TestBitcoinWalletHandle } from '../bitcoin/playwright'
