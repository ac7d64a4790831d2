export { startLocalPolkadot, caipNetworkIdOf, DEFAULT_ENDOWMENT, type StartLocalPolkadotParameters, type StartLocalPolkadotReturnType } from '../server'
export { testAccount, TEST_ACCOUNTS, type TestAccountName, type LocalPolkadotAccount } from '../testAccounts'
export { ASSET_HUB_ROCOCO } from '../assetHubRococo'
