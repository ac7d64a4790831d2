/** What the test Farcaster wallet throws when the relay or the chain refuses it (the message says which). */
export class TestFarcasterWalletError extends Error {
  override name = 'TestFarcasterWalletError'
}
