import type { LatchSnapshot } from '@latch/core'
import { useModalContext, useSnapshot } from '../modal/context'
import { formatBalance, formatUsd } from '../utils/format'
import { AccountDataSection } from './AccountDataSection'
import { Img } from '../primitives/Img'

/**
 * The Account view's Tokens tab: the native balance, then the tokens (from the chain or an indexer), with USD
 * values where known. With send on, a row starts a send of its token; with `features.send: false` the rows are
 * only listed (spec §2: no way into Send).
 */
export function TokenList() {
  const { client, t } = useModalContext()
  const { tokens, features } = useSnapshot()
  return (
    <AccountDataSection
      title={t('tokens.title')}
      testId="latch-account-tokens"
      status={tokens.status}
      empty={tokens.items.length === 0}
      messages={{ loading: t('tokens.loading'), failed: t('tokens.failed') }}
      refresh={() => client.refreshTokens()}
    >
      <ul className="latch-list">
        {tokens.items.map((token) => (
          <li key={token.asset ?? 'native'}>
            {features.send ? (
              <button
                type="button"
                className="latch-token"
                data-testid={`latch-token-${token.symbol}`}
                // Named by what the row shows (label in name, WCAG 2.5.3); what pressing it does is its description.
                title={t('tokens.send', { token: token.symbol })}
                onClick={async () => {
                  const { asset, symbol, decimals, quantity } = token
                  // The send code loads on first use: the form holds this token before the view shows, never
                  // the previous one for a moment.
                  await client.send.setForm({ token: asset ? { asset, symbol, decimals, quantity } : null, amount: '', to: '' })
                  client.router.push('WalletSend')
                }}
              >
                <TokenRow token={token} />
              </button>
            ) : (
              <div className="latch-token" data-testid={`latch-token-${token.symbol}`}>
                <TokenRow token={token} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </AccountDataSection>
  )
}

/** What a row shows, whether or not it is a button. */
function TokenRow({ token }: { token: LatchSnapshot['tokens']['items'][number] }) {
  const { t, locale } = useModalContext()
  return (
    <>
      <span className="latch-lead" aria-hidden="true">
        {token.iconUrl ? <Img src={token.iconUrl} alt="" width={24} height={24} referrerPolicy="no-referrer" /> : token.symbol.slice(0, 1)}
      </span>
      <span className="latch-token-name">
        {token.name}
        {token.spam && (
          <>
            {' '}
            <span className="latch-tag">{t('tokens.spam')}</span>
          </>
        )}
      </span>
      <span className="latch-token-amount">
        {formatBalance(token.quantity, token.symbol, locale)}
        {token.value !== undefined && (
          <span className="latch-muted" data-testid="latch-token-value">
            {formatUsd(token.value, locale)}
          </span>
        )}
      </span>
    </>
  )
}
