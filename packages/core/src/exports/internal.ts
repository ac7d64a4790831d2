// Library-only plumbing for @latch/ui, @latch/react, tests and stories. Not a stable API.
export { createMockAdapter } from '../testing/mockAdapter'
export type { MockAdapter, MockWallet } from '../testing/mockAdapter'
export { createTestLatch, testNetworks } from '../testing/fixtures'
export { createFakeSignClient } from '../testing/fakeSignClient'
export type { FakeSignClient } from '../testing/fakeSignClient'
export { createMemorySource } from '../walletDirectory/memorySource'
export { walletEntry } from '../testing/walletEntry'
export type { MemorySource } from '../walletDirectory/memorySource'
