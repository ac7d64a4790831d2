/**
 * What the test extension throws. polkadot{.js} rejects with plain Errors ("Rejected", "Cancelled"); these keep
 * that message and add EIP-1193's 4001 code so a dapp can tell a refusal from a failure either way.
 */
export class UserRejectedRequestError extends Error {
  readonly code = 4001
  readonly method: string
  constructor(method: string) {
    super(method === 'enable' ? 'Rejected' : 'Cancelled')
    this.name = 'UserRejectedRequestError'
    this.method = method
  }
}

/** A request the extension cannot answer (origin not authorised, unknown account, malformed data). */
export class TestExtensionError extends Error {
  override name = 'TestExtensionError'
}
