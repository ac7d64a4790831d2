import type { Connector } from '@latch/core'
import { type LoadedWallet, type LoadedWallets, matchesSearch } from '@latch/core/wallets'
import { useEffect, useId, useState } from 'react'
import { useModalContext } from '../modal/context'
import { ListItem } from '../primitives/ListItem'
import { Spinner } from '../primitives/Spinner'
import { VirtualList } from '../primitives/VirtualList'
import { openOnPhone } from './phoneLink'
import { startConnect } from './startConnect'
import { usePhonePairing } from './usePhonePairing'
import { useWalletConnectors } from './useWalletConnectors'
import { walletCache } from './walletCache'
import { WalletList } from './WalletList'
import { errorText } from '../i18n/errorText'

const ROW = 60
const SEARCH_DEBOUNCE_MS = 120

/**
 * Every wallet: the browser's extensions first, then (with WalletConnect) the directory — recent,
 * featured, custom, then the rest — searchable, paged as the user scrolls, drawn as a virtual list.
 * On a phone, picking a directory wallet opens its app with the pairing URI (no QR code to scan).
 */
export default function AllWallets() {
  const { client, t } = useModalContext()
  const connectors = useWalletConnectors()
  const [query, setQuery] = useState('')
  const [pages, setPages] = useState(1)
  const [list, setList] = useState<LoadedWallets>()
  const [failure, setFailure] = useState<{ error: unknown }>()
  const id = useId()
  const withDirectory = connectors.some((c) => c.type === 'WALLET_CONNECT')
  // On a phone a tap opens the wallet's app with the pairing URI, so the pairing is made as the list shows.
  const mobile = client.isMobile()
  const { uri } = usePhonePairing({ enabled: mobile && withDirectory, start: true })
  const extensions = connectors.filter((c) => c.type !== 'WALLET_CONNECT' && matchesSearch(c.name, query))

  useEffect(() => {
    if (!withDirectory) return
    const controller = new AbortController()
    const timer = setTimeout(
      () =>
        client.loadWallets({ search: query, pages, signal: controller.signal }).then(
          (result) => {
            setList(result)
            setFailure(undefined)
          },
          (e: unknown) => {
            if (!controller.signal.aborted) setFailure({ error: e })
          },
        ),
      query ? SEARCH_DEBOUNCE_MS : 0,
    )
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [client, query, pages, withDirectory])

  // Until the directory answers a new search, filter what is already loaded: the list reacts at once.
  const installedRdns = new Set(connectors.flatMap((c) => (c.info?.rdns ? [c.info.rdns] : [])))
  const wallets = (list?.wallets ?? []).filter((w) => matchesSearch(w.name, query) && !(w.rdns && installedRdns.has(w.rdns)))

  const pick = (wallet: LoadedWallet) => {
    const extension: Connector | undefined = wallet.rdns ? connectors.find((c) => c.info?.rdns === wallet.rdns) : undefined
    if (extension) return startConnect(client, extension.id)
    walletCache.set(wallet.id, wallet)
    client.rememberWallet(wallet.id)
    // Inside the tap: a browser leaves for an app only from the user's gesture.
    if (mobile) openOnPhone(client, wallet, uri)
    client.router.push('ConnectingWalletConnect', { walletId: wallet.id })
  }

  return (
    <>
      <label htmlFor={id} className="latch-sr">
        {t('allWallets.search')}
      </label>
      <input
        id={id}
        className="latch-input"
        type="search"
        placeholder={t('allWallets.search')}
        value={query}
        data-testid="latch-wallet-search"
        onChange={(e) => {
          setQuery(e.target.value)
          setPages(1)
        }}
      />
      {extensions.length > 0 && <WalletList connectors={extensions} />}
      {withDirectory && failure && (
        <p className="latch-error" role="alert">
          {t('allWallets.loadFailed')} {failure.error instanceof Error && errorText(t, failure.error)}
        </p>
      )}
      {withDirectory && !list && !failure && (
        <div className="latch-center">
          <Spinner label={t('allWallets.loading')} />
        </div>
      )}
      {wallets.length > 0 && (
        <VirtualList
          // A new search starts at the top of its results.
          key={query}
          items={wallets}
          rowHeight={ROW}
          height={360}
          label={t('allWallets.count', { count: String(wallets.length) })}
          keyOf={(w) => w.id}
          onNearEnd={() => list?.hasMore && list.pages === pages && setPages(pages + 1)}
          render={(w) => (
            <ListItem
              label={w.name}
              image={w.imageSrc}
              data-testid={`latch-directory-wallet-${w.id}`}
              tags={w.section === 'recent' ? [{ text: t('connect.recent') }] : w.installed ? [{ text: t('connect.installed'), tone: 'accent' }] : []}
              onClick={() => pick(w)}
            />
          )}
        />
      )}
      {extensions.length === 0 && wallets.length === 0 && (list || !withDirectory) && <p className="latch-muted">{t('allWallets.noResults', { query: query.trim() })}</p>}
    </>
  )
}
