import { LatchError } from './base'

/** The embedded wallet's code could not be loaded (a dropped chunk, the network gone): spec §8's message. */
export class EmailDependencyLoadError extends LatchError {
  override name = 'EmailDependencyLoadError'
  constructor({ cause }: { cause?: unknown } = {}) {
    super({ code: 'EMAIL_DEPENDENCY_LOAD_FAILED', shortMessage: 'Unable to load email login dependency', longMessage: 'The embedded wallet’s code could not be loaded. Check the connection and try again.', cause })
  }
}
