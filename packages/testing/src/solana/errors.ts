/** The request kinds a test wallet answers; each is one Wallet Standard feature method. */
export type TestWalletMethod = 'connect' | 'signMessage' | 'signTransaction' | 'signAndSendTransaction' | 'signIn'

const errorNames: Record<TestWalletMethod, string> = {
  connect: 'WalletConnectionError',
  signMessage: 'WalletSignMessageError',
  signTransaction: 'WalletSignTransactionError',
  signAndSendTransaction: 'WalletSendTransactionError',
  signIn: 'WalletSignInError',
}

/** What a wallet throws when its user says no: EIP-1193 code 4001, named as Solana wallet adapters name it. */
export class UserRejectedRequestError extends Error {
  readonly code = 4001
  readonly method: TestWalletMethod
  constructor(method: TestWalletMethod) {
    super('User rejected the request.')
    this.name = errorNames[method]
    this.method = method
  }
}

/** A request the test wallet cannot answer (unknown account or chain, malformed transaction, no RPC URL). */
export class TestWalletError extends Error {
  override name = 'TestWalletError'
}
