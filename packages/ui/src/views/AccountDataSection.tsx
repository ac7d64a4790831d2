import { afterNextPaint } from '@latch/core'
import { type ReactNode, useEffect, useState } from 'react'
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
  const account = address && network ? `${network}:${address}` : undefined
  const [asked, setAsked] = useState<string>()
  // The read starts after the view's first frame: opening the Account view only shows it, and the request (several ms
  // of the click's task on first use) comes after. Until it starts, the section says it is loading, not empty.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch exactly when the account or network changes
  useEffect(() => {
    if (!account) return
    return afterNextPaint(() => {
      setAsked(account)
      void refresh()
    })
  }, [account])
  const waiting = account !== undefined && asked !== account && status === 'idle'
  return (
    <section aria-label={title} data-testid={testId}>
      <h3 className="latch-subtitle">{title}</h3>
      {(status === 'loading' || waiting) && empty && <Spinner label={messages.loading} />}
      {status === 'error' && (
        <p className="latch-error" role="alert">
          {messages.failed}
        </p>
      )}
      {status === 'idle' && !waiting && empty && messages.none && <p className="latch-muted">{messages.none}</p>}
      {children}
    </section>
  )
}
