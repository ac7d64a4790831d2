import type { ActivityItem } from '@latch/core'
import type { MessageKey } from '../i18n/en'
import { useModalContext } from '../modal/context'
import { formatBalance, shortAddress } from '../utils/format'
import { formatRelativeTime } from '../utils/relativeTime'

/** What a transaction did, from the account's side: all out, all in, both (a swap), or nothing moved. */
function kind(tx: ActivityItem): MessageKey {
  const directions = new Set(tx.transfers.map((t) => t.direction))
  if (directions.size === 0) return 'activity.call'
  if (directions.size === 2) return 'activity.swapped'
  return directions.has('out') ? 'activity.sent' : 'activity.received'
}

/** One transaction of the Activity tab: what it did and with whom, its status, what moved, how long ago. */
export function ActivityRow({ tx, account, now }: { tx: ActivityItem; account: string; now: number }) {
  const { t, locale } = useModalContext()
  const first = tx.transfers[0]
  const out = first ? first.direction === 'out' : tx.from.toLowerCase() === account.toLowerCase()
  const other = first?.counterparty ?? (out ? tx.to : tx.from)
  return (
    <li className="latch-activity" data-testid={`latch-activity-${tx.hash}`} data-status={tx.status}>
      <span className="latch-lead" aria-hidden="true">
        {out ? '↑' : '↓'}
      </span>
      <span className="latch-activity-main">
        <span>
          <strong>{t(kind(tx))}</strong>{' '}
          {tx.status !== 'confirmed' && (
            <span className="latch-tag" data-tone={tx.status === 'failed' ? undefined : 'accent'}>
              {t(tx.status === 'failed' ? 'activity.failedTag' : 'activity.pending')}
            </span>
          )}
        </span>
        {other && (
          <span className="latch-muted latch-mono" title={other}>
            {t(out ? 'activity.to' : 'activity.from', { address: shortAddress(other) })}
          </span>
        )}
      </span>
      <span className="latch-activity-amounts">
        {tx.transfers.map((x) => (
          <span key={`${x.asset ?? 'native'}:${x.direction}:${x.amount}:${x.counterparty ?? ''}`} data-testid="latch-activity-amount">
            {`${x.direction === 'out' ? '−' : '+'}${formatBalance(x.quantity, x.symbol, locale)}`}
          </span>
        ))}
      </span>
      <time dateTime={new Date(tx.timestamp).toISOString()} title={new Date(tx.timestamp).toLocaleString(locale)}>
        {formatRelativeTime(tx.timestamp, now, locale, t('activity.now'))}
      </time>
    </li>
  )
}
