import { useId, useState } from 'react'
import { useModalContext, useSnapshot } from '../modal/context'
import { WalletList } from './WalletList'

/** Every wallet, searchable by name. (The 600+ directory and its virtualised list come with WalletConnect.) */
export default function AllWallets() {
  const { t } = useModalContext()
  const { connectors } = useSnapshot()
  const [query, setQuery] = useState('')
  const id = useId()
  const q = query.trim().toLowerCase()
  const found = q ? connectors.filter((c) => c.name.toLowerCase().includes(q)) : connectors
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
        onChange={(e) => setQuery(e.target.value)}
      />
      {found.length ? <WalletList connectors={found} /> : <p className="latch-muted">{t('allWallets.noResults', { query: query.trim() })}</p>}
    </>
  )
}
