import { useModalContext, useSnapshot } from '../modal/context'
import { AccountDataSection } from './AccountDataSection'
import { Img } from '../primitives/Img'

/**
 * A preview drawn here, not fetched: metadata and images live on hosts the modal does not contact on its
 * own (an indexer source brings images later). Inline SVG data, which a strict CSP's `img-src data:` allows.
 */
function preview(symbol: string, tokenId: string): string {
  const hue = [...`${symbol}${tokenId}`].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7)
  const label = `${symbol} #${tokenId}`.replace(/[<>&"']/g, '')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="12" fill="hsl(${hue} 60% 55%)"/><text x="48" y="54" font-size="14" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/** The Account view's NFTs tab: what the account holds (the host's collections on chain, or an indexer's list), spam flagged. */
export function NftGrid() {
  const { client, t } = useModalContext()
  const { nfts } = useSnapshot()
  return (
    <AccountDataSection
      title={t('nfts.title')}
      testId="latch-account-nfts"
      status={nfts.status}
      empty={nfts.items.length === 0}
      messages={{ loading: t('nfts.loading'), failed: t('nfts.failed'), none: t('nfts.none') }}
      refresh={() => client.refreshNfts()}
    >
      <ul className="latch-nfts">
        {nfts.items.map((n) => (
          <li key={`${n.collection}:${n.tokenId}`} className="latch-nft" data-testid={`latch-nft-${n.symbol || n.collection}-${n.tokenId}`} title={`${n.collectionName} #${n.tokenId}`}>
            <Img src={n.imageUrl ?? preview(n.symbol || 'NFT', n.tokenId)} alt={`${n.collectionName} #${n.tokenId}`} width={96} height={96} referrerPolicy="no-referrer" />
            {n.standard === 'ERC-1155' && n.amount !== undefined && n.amount !== '1' && <span className="latch-nft-badge">{`×${n.amount}`}</span>}
            {n.spam && <span className="latch-tag latch-nft-spam">{t('nfts.spam')}</span>}
          </li>
        ))}
      </ul>
    </AccountDataSection>
  )
}
