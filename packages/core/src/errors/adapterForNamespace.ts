/** The adapter error option checking raises at start (errors/adapter holds the others, which load with the flows). */
import { LatchError } from './base'

type Cause = { cause?: unknown }

export class AdapterForNamespaceNotFoundError extends LatchError {
  override name = 'AdapterForNamespaceNotFoundError'
  readonly namespace: string
  constructor({ namespace, cause }: { namespace: string } & Cause) {
    super({
      code: 'ADAPTER_FOR_NAMESPACE_NOT_FOUND',
      shortMessage: `Adapter for namespace ${namespace} doesn't exist`,
      longMessage: `Pass an adapter for ${namespace} in createAppKit's \`adapters\` option to use its networks.`,
      cause,
    })
    this.namespace = namespace
  }
}
