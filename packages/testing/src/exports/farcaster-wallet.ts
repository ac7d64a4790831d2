export { TestFarcasterWalletError } from '../farcaster/errors'
export { ID_REGISTRY_ADDRESS } from '../farcaster/idRegistry'
export { createTestFarcasterWallet, type CreateTestFarcasterWalletParameters, type TestFarcasterApproval, type TestFarcasterWallet } from '../farcaster/wallet'
