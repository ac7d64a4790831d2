import type { AdapterTransaction, HeldToken } from '@latch/core'
import { groupMultiChain } from '@latch/core/connectors'
import type { MockAdapter } from '@latch/core/internal'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { connected, modalStory, phantomEvm, phantomSolana, wallets } from '../seed'

const meta: Meta = { title: 'Views/Account' }
export default meta

export const Connected: StoryObj = modalStory({ act: connected })
export const Dark: StoryObj = modalStory({ options: { themeMode: 'dark' }, act: connected })
export const Arabic: StoryObj = modalStory({ options: { locale: 'ar' }, act: connected })
// Accounts on two namespaces (one Phantom on EVM and Solana): each listed with its network, the active one marked,
// each with its own Disconnect; the bottom Disconnect ends both.
const bothConnected = async (l: Parameters<typeof connected>[0]) => {
  await l.connect(groupMultiChain(l.getSnapshot().connectors).find((c) => c.type === 'MULTI_CHAIN')?.id ?? '')
  await l.open()
}
export const TwoNamespaces: StoryObj = modalStory({ connectors: [...wallets, phantomEvm], solana: [phantomSolana], act: bothConnected })
export const TwoNamespacesSolanaActive: StoryObj = modalStory({
  connectors: [...wallets, phantomEvm],
  solana: [phantomSolana],
  act: async (l) => {
    await bothConnected(l)
    await l.switchNetwork('solana:devnet')
  },
})
export const TwoNamespacesDark: StoryObj = modalStory({ connectors: [...wallets, phantomEvm], solana: [phantomSolana], options: { themeMode: 'dark' }, act: bothConnected })
// The account's name-service identity (ENS on eip155): the name for the address, the avatar for the gradient.
const AVATAR = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72"><rect width="72" height="72" fill="#3b82f6"/><text x="36" y="47" font-size="32" text-anchor="middle" fill="#fff" font-family="sans-serif">A</text></svg>')}`
export const WithIdentity: StoryObj = modalStory({
  act: async (l, w) => {
    const me = w.wallet.accounts[0]?.address ?? ''
    w.wallet.identities[me] = { name: 'alice.latch.eth', avatar: AVATAR }
    await connected(l)
  },
})
export const WithIdentityBrokenAvatar: StoryObj = modalStory({
  act: async (l, w) => {
    const me = w.wallet.accounts[0]?.address ?? ''
    // An avatar that does not load falls back to the address's gradient.
    w.wallet.identities[me] = { name: 'alice.latch.eth', avatar: 'data:image/png;base64,broken' }
    await connected(l)
  },
})
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
    // Connected, the balance not read yet: the chain never answers the read that connecting starts
    // (connect awaits that read, so it is not awaited here; the account is connected before the read).
    w.reads.getBalance = () => new Promise(() => {})
    void l.connect('io.metamask')
    for (let i = 0; i < 200 && l.getAccount()?.status !== 'connected'; i++) await new Promise((r) => setTimeout(r, 10))
    await l.open()
  },
})
export const CustomAccent: StoryObj = modalStory({ options: { themeVariables: { '--w3m-accent': '#0f766e', '--w3m-border-radius-master': '2px' } }, act: connected })

// The Tokens tab: the native balance, then the configured tokens the chain reports.
const LTT = 'eip155:1/erc20:eip155-ltt'
const withTokens = { tokens: { 'eip155:1': [LTT] } } as const
const holdTokens = (w: { wallet: { tokens: Record<string, HeldToken[]>; accounts: { address: string }[] } }) => {
  w.wallet.tokens[`eip155:1:${w.wallet.accounts[0]?.address}`] = [{ asset: LTT, symbol: 'LTT', name: 'Latch Test Token', decimals: 18, amount: '1000000000000000000000' }]
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
    w.reads.getTokens = () => new Promise(() => {})
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

// From an indexer (`{ source }`; a host's own source stands in for Blockscout here): icons, USD values,
// ERC-1155 counts, the indexer's images, spam tagged and listed last.
const swatch = (fill: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="12" fill="${fill}"/><text x="48" y="56" font-size="20" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`)}`
const indexer = {
  getTokens: async () => ({
    nativePriceUsd: 3012.4,
    tokens: [
      { asset: 'eip155:1/erc20:eip155-usdc' as const, symbol: 'USDC', name: 'USD Coin', decimals: 6, amount: '1250500000', priceUsd: 0.9998, iconUrl: swatch('#2775ca', '$') },
      { asset: 'eip155:1/erc20:eip155-noprice' as const, symbol: 'NEW', name: 'Unpriced Token', decimals: 18, amount: '7000000000000000000' },
      { asset: 'eip155:1/erc20:eip155-scam' as const, symbol: 'CLAIM', name: 'Claim reward at evil.example', decimals: 8, amount: '268186000000', priceUsd: 99, spam: true },
    ],
  }),
  getNfts: async () => [
    { collection: 'eip155-game', collectionName: 'Game Items', symbol: 'ITEM', tokenId: '7', tokenUri: '', standard: 'ERC-1155' as const, amount: '3', imageUrl: swatch('#7c3aed', 'Sword') },
    { collection: 'eip155-art', collectionName: 'Art', symbol: 'ART', tokenId: '42', tokenUri: '', standard: 'ERC-721' as const, amount: '1', imageUrl: swatch('#059669', 'Art') },
    { collection: 'eip155-free', collectionName: 'Free Mint', symbol: 'FREE', tokenId: '1', tokenUri: '', standard: 'ERC-721' as const, amount: '1', spam: true },
  ],
}
export const FromIndexer: StoryObj = modalStory({ options: { tokens: { source: indexer }, nfts: { source: indexer } }, act: connected })
export const FromIndexerNfts: StoryObj = modalStory({
  options: { tokens: { source: indexer }, nfts: { source: indexer } },
  act: async (l) => {
    await connected(l)
    // The NFTs tab, as the user left it.
    l.setAccountTab(1)
  },
})

// The Activity tab: the account's transactions as the chain reports them (the mock wallet stands in for it),
// newest first, and what the modal sent while it is pending.
const withActivity = { activity: { source: 'chain' } } as const
const FRIEND = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const LTT_ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const LTT_ASSET = `eip155:1/erc20:${LTT_ADDRESS}` as const
const history = (me: string): AdapterTransaction[] => {
  const now = Date.now()
  const minutes = (n: number) => now - n * 60_000
  return [
    { hash: '0x05', status: 'confirmed', timestamp: minutes(0.2), from: me, to: LTT_ADDRESS, transfers: [{ direction: 'out', symbol: 'LTT', amount: '12500000000000000000', decimals: 18, asset: LTT_ASSET, counterparty: FRIEND }] },
    { hash: '0x04', status: 'failed', timestamp: minutes(5), from: me, to: LTT_ADDRESS, transfers: [] },
    { hash: '0x03', status: 'confirmed', timestamp: minutes(3 * 60), from: FRIEND, to: me, transfers: [{ direction: 'in', symbol: 'ETH', amount: '1500000000000000000', decimals: 18, counterparty: FRIEND }] },
    {
      hash: '0x02',
      status: 'confirmed',
      timestamp: minutes(2 * 24 * 60),
      from: me,
      to: FRIEND,
      transfers: [
        { direction: 'out', symbol: 'ETH', amount: '250000000000000000', decimals: 18, counterparty: FRIEND },
        { direction: 'in', symbol: 'LTT', amount: '400000000000000000000', decimals: 18, asset: LTT_ASSET, counterparty: FRIEND },
      ],
    },
    { hash: '0x01', status: 'confirmed', timestamp: minutes(40 * 24 * 60), from: FRIEND, to: me, transfers: [{ direction: 'in', symbol: 'ETH', amount: '10000000000000000000', decimals: 18, counterparty: FRIEND }] },
  ]
}
const holdHistory = (w: MockAdapter) => {
  const me = w.wallet.accounts[0]?.address ?? ''
  w.wallet.activity[`eip155:1:${me}`] = history(me)
}
export const Activity: StoryObj = modalStory({
  options: withActivity,
  act: async (l, w) => {
    holdHistory(w)
    await connected(l)
  },
})
export const ActivityEmpty: StoryObj = modalStory({ options: withActivity, act: connected })
export const ActivityFailed: StoryObj = modalStory({
  options: withActivity,
  act: async (l, w) => {
    w.wallet.activityFails = true
    await connected(l)
  },
})
export const ActivityLoading: StoryObj = modalStory({
  options: withActivity,
  act: async (l, w) => {
    w.reads.getActivity = () => new Promise(() => {})
    await connected(l)
  },
})
export const ActivityPending: StoryObj = modalStory({
  options: withActivity,
  act: async (l, w) => {
    holdHistory(w)
    // The mock wallet takes its own ids as addresses; this story sends to an EVM one.
    w.isAddress = (a) => /^0x[0-9a-fA-F]{40}$/.test(a)
    await l.connect('io.metamask')
    await l.send.setForm({ token: { asset: LTT_ASSET, symbol: 'LTT', decimals: 18, quantity: '1000' }, amount: '3', to: FRIEND })
    await l.send.preview()
    await l.send.confirm()
    await l.open()
  },
})
