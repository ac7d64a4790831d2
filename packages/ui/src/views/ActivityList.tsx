import { useEffect } from 'react'
import { useModalContext, useSnapshot } from '../modal/context'
import { AccountDataSection } from './AccountDataSection'
import { ActivityRow } from './ActivityRow'

/** While the tab shows pending transactions, it reads the source again this often, so they settle on screen. */
const PENDING_POLL_MS = 4_000
/** Pending ones older than this no longer cause reads: a dropped transaction would otherwise poll forever. */
const PENDING_POLL_FOR_MS = 10 * 60_000

/**
 * The Account view's Activity tab: what the modal sent from this account on this network that the source has
 * not listed yet (pending), then the account's transactions from the source, newest first, a page at a time.
 * Polling happens only here, while someone looks: a closed modal reads nothing.
 */
export function ActivityList() {
  const { client, t } = useModalContext()
  const { activity, pendingTransactions, activeNamespace, namespaces } = useSnapshot()
  const state = activeNamespace ? namespaces[activeNamespace] : undefined
  const account = state?.account.address ?? ''
  const key = `${state?.network.caipNetwork?.caipNetworkId}:${account}`
  const listed = new Set(activity.items.map((tx) => tx.hash.toLowerCase()))
  const pending = pendingTransactions.filter((p) => p.key === key && !listed.has(p.hash.toLowerCase()))
  const now = Date.now()
  const polling = pending.some((p) => now - p.timestamp < PENDING_POLL_FOR_MS)
  useEffect(() => {
    if (!polling) return
    const id = setInterval(() => void client.refreshActivity(), PENDING_POLL_MS)
    return () => clearInterval(id)
  }, [client, polling])
  return (
    <AccountDataSection
      title={t('activity.title')}
      testId="latch-account-activity"
      status={activity.status}
      empty={activity.items.length === 0 && pending.length === 0}
      messages={{ loading: t('activity.loading'), failed: t('activity.failed'), none: t('activity.none') }}
      refresh={() => client.refreshActivity()}
    >
      <ul className="latch-list">
        {[...pending, ...activity.items].map((tx) => (
          <ActivityRow key={tx.hash} tx={tx} account={account} now={now} />
        ))}
      </ul>
      {activity.next && activity.status === 'idle' && (
        <button type="button" className="latch-btn" data-testid="latch-activity-more" onClick={() => void client.loadMoreActivity()}>
          {t('activity.more')}
        </button>
      )}
    </AccountDataSection>
  )
}
