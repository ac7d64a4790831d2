/** Spec §8's start-up alert, raised by createLatch itself (errors/alerts holds the others, which load with the code that raises them). */
import { LatchError } from './base'

type Cause = { cause?: unknown }

export class ProjectIdNotConfiguredError extends LatchError {
  override name = 'ProjectIdNotConfiguredError'
  constructor({ cause }: Cause = {}) {
    super({
      code: 'PROJECT_ID_NOT_CONFIGURED',
      shortMessage: 'Project ID Not Configured',
      longMessage: 'No project id was passed to createAppKit. Browser-extension wallets still work; WalletConnect and hosted services need one.',
      cause,
    })
  }
}
