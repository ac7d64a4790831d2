/**
 * What the wallet throws when its user says no: Keplr's refusal is a plain error whose message is "Request rejected"
 * (dapps and cosmos-kit compare the message), so this one keeps that message and adds the refused method.
 */
export class UserRejectedRequestError extends Error {
  override name = 'UserRejectedRequestError'
  readonly method: string
  constructor(method: string) {
    super('Request rejected')
    this.method = method
  }
}

/** A request the wallet cannot answer: an unknown or not enabled chain, a signer that is not its account, a bad chain info. */
export class TestCosmosWalletError extends Error {
  override name = 'TestCosmosWalletError'
}
