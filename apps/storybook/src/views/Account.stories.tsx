import type { Meta, StoryObj } from '@storybook/react-vite'
import { connected, modalStory } from '../seed'

const meta: Meta = { title: 'Views/Account' }
export default meta

export const Connected: StoryObj = modalStory({ act: connected })
export const Dark: StoryObj = modalStory({ options: { themeMode: 'dark' }, act: connected })
export const SmallBalance: StoryObj = modalStory({
  act: async (l) => {
    await l.connect('io.metamask')
    await l.switchNetwork('eip155:2')
    await l.open()
  },
})
export const BalanceUnreadable: StoryObj = modalStory({
  act: async (l, w) => {
    w.wallet.balanceFails = true
    await connected(l)
  },
})
export const BalanceLoading: StoryObj = modalStory({
  act: async (l, w) => {
    await l.connect('io.metamask')
    // The reconnect-after-reload state: connected, balance not read yet (nothing is fetched before open).
    w.getBalance = () => new Promise(() => {})
    void l.refreshBalance()
    await l.open()
  },
})
export const CustomAccent: StoryObj = modalStory({ options: { themeVariables: { '--w3m-accent': '#0f766e', '--w3m-border-radius-master': '2px' } }, act: connected })

// The Tokens tab: the native balance, then the configured tokens the chain reports.
const LTT = 'eip155-ltt'
const withTokens = { tokens: { 'eip155:1': [LTT] } } as const
const holdTokens = (w: { wallet: { tokens: Record<string, unknown[]>; accounts: { address: string }[] } }) => {
  w.wallet.tokens[`eip155:1:${w.wallet.accounts[0]?.address}`] = [{ address: LTT, symbol: 'LTT', name: 'Latch Test Token', decimals: 18, quantity: '1000' }]
}
export const Tokens: StoryObj = modalStory({
  options: withTokens,
  act: async (l, w) => {
    holdTokens(w)
    await connected(l)
  },
})
export const TokensFailed: StoryObj = modalStory({
  options: withTokens,
  act: async (l, w) => {
    w.wallet.tokensFail = true
    await connected(l)
  },
})
export const TokensLoading: StoryObj = modalStory({
  options: withTokens,
  act: async (l, w) => {
    w.getTokenBalances = () => new Promise(() => {})
    await connected(l)
  },
})

// The NFTs tab: what the account holds in the host's collections (previews drawn, nothing fetched).
const NFT = 'eip155-nft'
export const Nfts: StoryObj = modalStory({
  options: { nfts: { 'eip155:1': [NFT] } },
  act: async (l, w) => {
    w.wallet.nfts[`eip155:1:${w.wallet.accounts[0]?.address}`] = [0, 1, 2, 7].map((id) => ({ collection: NFT, collectionName: 'Latch Test NFT', symbol: 'LNFT', tokenId: String(id), tokenUri: '' }))
    await connected(l)
  },
})
export const NftsNone: StoryObj = modalStory({ options: { nfts: { 'eip155:1': [NFT] } }, act: connected })
