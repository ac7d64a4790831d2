import { useEffect } from 'react'
import { useModalContext, useSnapshot } from '../modal/context'
import { Spinner } from '../primitives/Spinner'
import { formatBalance } from '../utils/format'

/** The Account view's Tokens tab: the native balance, then the configured tokens, as the chain reports them. */
export function TokenList() {
  const { client, t, locale } = useModalContext()
  const { tokens, activeNamespace, namespaces } = useSnapshot()
  const address = activeNamespace ? namespaces[activeNamespace]?.account.address : undefined
  const network = activeNamespace ? namespaces[activeNamespace]?.network.caipNetwork?.caipNetworkId : undefined
  useEffect(() => {
    if (address && network) void client.refreshTokens()
  }, [client, address, network])
  return (
    <section aria-label={t('tokens.title')} data-testid="latch-account-tokens">
      <h3 className="latch-subtitle">{t('tokens.title')}</h3>
      {tokens.status === 'loading' && tokens.items.length === 0 && <Spinner label={t('tokens.loading')} />}
      {tokens.status === 'error' && (
        <p className="latch-error" role="alert">
          {t('tokens.failed')}
        </p>
      )}
      <ul className="latch-list">
        {tokens.items.map((token) => (
          <li key={token.address ?? 'native'}>
            {/* A token row starts a send of that token. */}
            <button
              type="button"
              className="latch-token"
              data-testid={`latch-token-${token.symbol}`}
              aria-label={t('tokens.send', { token: token.symbol })}
              onClick={() => {
                const { address, symbol, decimals, quantity } = token
                void client.send.setForm({ token: address ? { address, symbol, decimals, quantity } : null, amount: '', to: '' })
                client.router.push('WalletSend')
              }}
            >
              <span className="latch-lead" aria-hidden="true">
                {token.symbol.slice(0, 1)}
              </span>
              <span className="latch-token-name">{token.name}</span>
              <span className="latch-token-amount">{formatBalance(token.quantity, token.symbol, locale)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
