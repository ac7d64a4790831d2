import { type ReactNode, useEffect } from 'react'
import { useSnapshot } from '../modal/context'
import { Spinner } from '../primitives/Spinner'

/**
 * A list of the Account view read for the connected account (tokens, NFTs): fetched when the account or
 * network changes, a spinner while the first read runs, the failure said in place.
 */
export function AccountDataSection({
  title,
  testId,
  status,
  empty,
  messages,
  refresh,
  children,
}: {
  title: string
  testId: string
  status: 'idle' | 'loading' | 'error'
  empty: boolean
  messages: { loading: string; failed: string; none?: string }
  refresh: () => Promise<void>
  children: ReactNode
}) {
  const { activeNamespace, namespaces } = useSnapshot()
  const address = activeNamespace ? namespaces[activeNamespace]?.account.address : undefined
  const network = activeNamespace ? namespaces[activeNamespace]?.network.caipNetwork?.caipNetworkId : undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch exactly when the account or network changes
  useEffect(() => {
    if (address && network) void refresh()
  }, [address, network])
  return (
    <section aria-label={title} data-testid={testId}>
      <h3 className="latch-subtitle">{title}</h3>
      {status === 'loading' && empty && <Spinner label={messages.loading} />}
      {status === 'error' && (
        <p className="latch-error" role="alert">
          {messages.failed}
        </p>
      )}
      {status === 'idle' && empty && messages.none && <p className="latch-muted">{messages.none}</p>}
      {children}
    </section>
  )
}
