// The Cosmos test wallet's Playwright installer. A separate entry, as the Bitcoin one: `@latch/testing/playwright`
// pins its list in exports.test.ts.
export { installTestCosmosWallet, type InstallTestCosmosWalletParameters, type TestCosmosWalletHandle } from '../cosmos/playwright'
