import { type KeyboardEvent, lazy, Suspense, useId, useRef } from 'react'
import type { MessageKey } from '../i18n/en'
import { useModalContext, useSnapshot } from '../modal/context'
import { Spinner } from '../primitives/Spinner'
import { NftGrid } from './NftGrid'
import { TokenList } from './TokenList'

// Activity is an optional feature (spec §2): its code is its own chunk, loaded only when its tab opens.
const ActivityList = lazy(() => import('./ActivityList').then((m) => ({ default: m.ActivityList })))

type Tab = { id: 'tokens' | 'nfts' | 'activity'; label: MessageKey }

/**
 * The Account view's tabs (spec §2: Tokens, NFTs, Activity), those the host configured, in that order. One list
 * shows at a time — only it is read — and the choice is the account's `currentTab`, kept while the modal closes.
 * A WAI-ARIA tablist: arrow keys, Home and End move between tabs.
 */
export function AccountTabs({ currentTab }: { currentTab: number }) {
  const { client, t } = useModalContext()
  const snap = useSnapshot()
  const id = useId()
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const tabs: Tab[] = [
    ...(client.options.tokens ? [{ id: 'tokens', label: 'tokens.title' } as const] : []),
    ...(client.options.nfts ? [{ id: 'nfts', label: 'nfts.title' } as const] : []),
    ...(client.options.activity && snap.features.history ? [{ id: 'activity', label: 'activity.title' } as const] : []),
  ]
  if (tabs.length === 0) return null
  const current = Math.min(currentTab, tabs.length - 1)
  const select = (i: number) => {
    client.setAccountTab(i)
    refs.current[i]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1
    const next = { ArrowRight: current === last ? 0 : current + 1, ArrowLeft: current === 0 ? last : current - 1, Home: 0, End: last }[event.key]
    if (next === undefined) return
    event.preventDefault()
    select(next)
  }
  const tab = tabs[current]
  return (
    <div className="latch-tabs">
      <div role="tablist" aria-label={t('account.tabs')} className="latch-tablist" onKeyDown={onKeyDown}>
        {tabs.map((x, i) => (
          <button
            key={x.id}
            ref={(el) => {
              refs.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${id}-${x.id}`}
            aria-selected={i === current}
            aria-controls={`${id}-panel`}
            tabIndex={i === current ? 0 : -1}
            className="latch-tab"
            data-testid={`latch-account-tab-${x.id}`}
            onClick={() => select(i)}
          >
            {t(x.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab?.id}`}>
        {tab?.id === 'tokens' && <TokenList />}
        {tab?.id === 'nfts' && <NftGrid />}
        {tab?.id === 'activity' && (
          <Suspense fallback={<Spinner label={t('activity.loading')} />}>
            <ActivityList />
          </Suspense>
        )}
      </div>
    </div>
  )
}
