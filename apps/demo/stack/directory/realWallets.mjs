// Real, well-known wallets as the public WalletConnect explorer lists them, so the demo's AllWallets view
// and its deep links look like production.
//
// Sources, checked while writing this file:
// - [E] a copy of explorer `getWallets` entries (ids, image ids, order, mobile/desktop/webapp links,
//   link_mode, rdns, store links, injected flags) for MetaMask, Trust, OKX, Bitget, Uniswap, Ledger Live,
//   Zerion, 1inch and imToken;
// - [T] explorer-generated wallet files in thirdweb's SDK (rdns, image ids, native/universal mobile links)
//   for Rainbow, Coinbase Wallet, Rabby, Phantom and Binance Wallet;
// - explorer ids of Safe, Argent, Rabby, Phantom, Coinbase and Rainbow from many public AppKit configs.
// Values marked UNCERTAIN are well known but were not seen in explorer data; they may differ from it.
//
// `chains` holds each wallet's main public networks plus the demo's two anvil chains (eip155:31337 and
// eip155:31338), which the real explorer of course does not list: without them the demo, whose networks
// are those anvils, would filter every wallet out. Image ids are only keys for the local image route.

/** @typedef {import('./wallets.mjs').DirectoryWallet} DirectoryWallet */

const LOCAL = ['eip155:31337', 'eip155:31338']
const ETHEREUM = 'eip155:1'
const OPTIMISM = 'eip155:10'
const BSC = 'eip155:56'
const POLYGON = 'eip155:137'
const BASE = 'eip155:8453'
const ARBITRUM = 'eip155:42161'
const ZKSYNC = 'eip155:324'
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const COSMOS = 'cosmos:cosmoshub-4'
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'

/** @type {DirectoryWallet[]} */
export const REAL_WALLETS = [
  {
    // [E]
    id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
    name: 'MetaMask',
    homepage: 'https://metamask.io/',
    image_id: 'eebe4a7f-7166-402f-92e0-1f64ca2aa800',
    order: 20,
    mobile_link: 'metamask://',
    link_mode: null,
    desktop_link: null,
    webapp_link: null,
    app_store: 'https://apps.apple.com/us/app/metamask/id1438144202',
    play_store: 'https://play.google.com/store/apps/details?id=io.metamask',
    rdns: 'io.metamask',
    chains: [ETHEREUM, OPTIMISM, BSC, POLYGON, BASE, ARBITRUM, ...LOCAL],
    injected: [{ namespace: 'eip155', injected_id: 'isMetaMask' }],
    badge_type: 'certified',
  },
  {
    // [E]
    id: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0',
    name: 'Trust Wallet',
    homepage: 'https://trustwallet.com/',
    image_id: '7677b54f-3486-46e2-4e37-bf8747814f00',
    order: 40,
    mobile_link: 'trust://',
    // [E] has no link_mode, though Trust publishes https://link.trustwallet.com [T]; kept as the explorer has it.
    link_mode: null,
    desktop_link: null,
    webapp_link: null,
    app_store: 'https://apps.apple.com/app/apple-store/id1288339409',
    play_store: 'https://play.google.com/store/apps/details?id=com.wallet.crypto.trustapp',
    rdns: 'com.trustwallet.app',
    chains: [ETHEREUM, BSC, POLYGON, BASE, ARBITRUM, SOLANA, COSMOS, ...LOCAL],
    injected: [
      { namespace: 'eip155', injected_id: 'isTrust' },
      { namespace: 'eip155', injected_id: 'isTrustWallet' },
    ],
    badge_type: 'certified',
  },
  {
    // [T] rdns, links; id from public configs
    id: '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369',
    name: 'Rainbow',
    homepage: 'https://rainbow.me/',
    image_id: '7a33d7f1-3d12-4b5c-f3ee-5cd83cb1b500',
    order: 45,
    mobile_link: 'rainbow://',
    // [T] Rainbow's universal link; UNCERTAIN whether the explorer carries it as link_mode.
    link_mode: 'https://rnbwapp.com',
    desktop_link: null,
    webapp_link: null,
    app_store: 'https://apps.apple.com/app/rainbow-ethereum-wallet/id1457119021',
    play_store: 'https://play.google.com/store/apps/details?id=me.rainbow',
    rdns: 'me.rainbow',
    chains: [ETHEREUM, OPTIMISM, POLYGON, BASE, ARBITRUM, ...LOCAL],
    // UNCERTAIN: the flag Rainbow's extension sets on window.ethereum.
    injected: [{ namespace: 'eip155', injected_id: 'isRainbow' }],
    badge_type: 'certified',
  },
  {
    // [T] rdns, stores, no mobile/desktop link (the app connects through its own SDK); id from public configs
    id: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa',
    name: 'Coinbase Wallet',
    homepage: 'https://www.coinbase.com/wallet/',
    image_id: 'a5ebc364-8f91-4200-fcc6-be81310a0000',
    order: 50,
    mobile_link: null,
    link_mode: null,
    desktop_link: null,
    webapp_link: null,
    app_store: 'https://apps.apple.com/app/apple-store/id1278383455',
    play_store: 'https://play.google.com/store/apps/details?id=org.toshi',
    rdns: 'com.coinbase.wallet',
    chains: [ETHEREUM, OPTIMISM, POLYGON, BASE, ARBITRUM, ...LOCAL],
    // UNCERTAIN: the flag Coinbase's extension sets on window.ethereum.
    injected: [{ namespace: 'eip155', injected_id: 'isCoinbaseWallet' }],
    badge_type: 'certified',
  },
  {
    // [E]
    id: '971e689d0a5be527bac79629b4ee9b925e82208e5168b733496a09c0faed0709',
    name: 'OKX Wallet',
    homepage: 'https://www.okx.com/web3',
    image_id: '45f2f08e-fc0c-4d62-3e63-404e72170500',
    order: 60,
    mobile_link: 'okex://main',
    link_mode: 'https://www.okx.com/download?appendQuery=true&deeplink=okx://web3/wallet/walletConnect',
    desktop_link: null,
    webapp_link: null,
    app_store: 'https://apps.apple.com/us/app/okx-buy-bitcoin-eth-crypto/id1327268470',
    play_store: 'https://play.google.com/store/apps/details?id=com.okinc.okex.gp',
    rdns: 'com.okex.wallet',
    chains: [ETHEREUM, OPTIMISM, BSC, POLYGON, BASE, ARBITRUM, ZKSYNC, SOLANA, BITCOIN, ...LOCAL],
    injected: [
      { namespace: 'eip155', injected_id: 'isPLC' },
      { namespace: 'solana', injected_id: 'isPLC' },
    ],
    badge_type: 'certified',
  },
  {
    // [E]
    id: '38f5d18bd8522c244bdd70cb4a68e0e718865155811c043f052fb9f1c51de662',
    name: 'Bitget Wallet',
    homepage: 'https://web3.bitget.com',
    image_id: '2b569b7f-e6c6-4faa-8e5a-ecd4dec8cf00',
    order: 80,
    mobile_link: 'bitkeep://',
    link_mode: null,
    desktop_link: null,
    webapp_link: 'https://bitkeep.com',
    app_store: 'https://web3.bitget.com/en/wallet-download?type=0',
    play_store: 'https://web3.bitget.com/en/wallet-download?type=0',
    rdns: 'com.bitget.web3',
    chains: [ETHEREUM, BSC, POLYGON, BASE, ARBITRUM, SOLANA, ...LOCAL],
    injected: [{ namespace: 'eip155', injected_id: 'isBitKeep' }],
    badge_type: 'certified',
  },
  {
    // [E] (the explorer lists no rdns for it)
    id: 'c03dfee351b6fcc421b4494ea33b9d4b92a984f87aa76d1663bb28705e95034a',
    name: 'Uniswap Wallet',
    homepage: 'https://uniswap.org',
    image_id: 'bff9cf1f-df19-42ce-f62a-87f04df13c00',
    order: 90,
    mobile_link: 'uniswap://',
    link_mode: 'https://uniswap.org/app',
    desktop_link: null,
    webapp_link: null,
    app_store: 'https://apps.apple.com/us/app/uniswap-wallet/id6443944476',
    play_store: 'https://play.google.com/store/apps/details?id=com.uniswap.mobile',
    rdns: null,
    chains: [ETHEREUM, OPTIMISM, BSC, POLYGON, BASE, ARBITRUM, ...LOCAL],
    injected: [{ namespace: 'eip155', injected_id: 'isUniswapWallet' }],
    badge_type: 'certified',
  },
  {
    // [E]
    id: '19177a98252e07ddfc9af2083ba8e07ef627cb6103467ffebb3f8f4205fd7927',
    name: 'Ledger Live',
    homepage: 'https://www.ledger.com/ledger-live',
    image_id: 'a7f416de-aa03-4c5e-3280-ab49269aef00',
    order: 100,
    mobile_link: 'ledgerlive://',
    link_mode: null,
    desktop_link: 'ledgerlive://',
    webapp_link: null,
    app_store: 'https://itunes.apple.com/app/id1361671700',
    play_store: 'https://play.google.com/store/apps/details?id=com.ledger.live',
    rdns: null,
    chains: [ETHEREUM, OPTIMISM, BSC, POLYGON, BASE, ARBITRUM, ...LOCAL],
    injected: null,
    badge_type: 'certified',
  },
  {
    // [E]
    id: 'ecc4036f814562b41a5268adc86270fba1365471402006302e70169465b7ac18',
    name: 'Zerion',
    homepage: 'https://zerion.io/',
    image_id: '73f6f52f-7862-49e7-bb85-ba93ab72cc00',
    order: 110,
    mobile_link: 'zerion://',
    link_mode: 'https://wallet.zerion.io/wc',
    desktop_link: 'zerion://',
    webapp_link: 'https://wallet.zerion.io',
    app_store: 'https://apps.apple.com/app/id1456732565',
    play_store: 'https://play.google.com/store/apps/details?id=io.zerion.android&hl=en&gl=US',
    rdns: 'io.zerion.wallet',
    chains: [ETHEREUM, OPTIMISM, BSC, POLYGON, BASE, ARBITRUM, ZKSYNC, SOLANA, ...LOCAL],
    injected: [{ namespace: 'eip155', injected_id: 'isZerion' }],
    badge_type: 'certified',
  },
  {
    // [T] links, rdns, image id; explorer id from many public AppKit configs ("Binance Web3" / "Binance Wallet").
    // The explorer entry's universal link (https://app.binance.com/cedefi) is not known to be its link_mode, so
    // only the native mobile link is set, as for the other [E] wallets without one.
    id: '8a0ee50d1f22f6651afcae7eb4253e52a3310b90af5daef78a8c4929a9bb99d4',
    name: 'Binance Wallet',
    homepage: 'https://www.binance.com/en/web3wallet',
    image_id: '3d7eb880-7654-431f-ed84-a25712b45200',
    order: 120,
    mobile_link: 'bnc://app.binance.com/cedefi/',
    link_mode: null,
    desktop_link: null,
    webapp_link: null,
    app_store: 'https://www.binance.com/en/download',
    play_store: 'https://www.binance.com/en/download',
    rdns: 'com.binance.wallet',
    chains: [ETHEREUM, BSC, POLYGON, BASE, ARBITRUM, SOLANA, ...LOCAL],
    injected: null,
    badge_type: 'certified',
  },
  {
    // [E] (homepage really is http in the explorer)
    id: 'c286eebc742a537cd1d6818363e9dc53b21759a1e8e5d9b263d0c03ec7703576',
    name: '1inch Wallet',
    homepage: 'http://wallet.1inch.io',
    image_id: '3e60118c-b9a9-43df-7975-33ebc8014400',
    order: 170,
    mobile_link: 'oneinch://open/nobodywilleveruseit',
    link_mode: 'https://wallet.1inch.io/app/nobodywilleveruseit',
    desktop_link: null,
    webapp_link: null,
    app_store: 'https://apps.apple.com/us/app/1inch-defi-wallet/id1546049391',
    play_store: 'https://play.google.com/store/apps/details?id=io.oneinch.android',
    rdns: null,
    chains: [ETHEREUM, OPTIMISM, BSC, POLYGON, BASE, ARBITRUM, ZKSYNC, ...LOCAL],
    injected: null,
    badge_type: 'certified',
  },
  {
    // [E]
    id: 'ef333840daf915aafdc4a004525502d6d49d77bd9c65e0642dbaefb3c2893bef',
    name: 'imToken',
    homepage: 'https://token.im/',
    image_id: 'c84b4d9d-9525-4bb5-b373-934b46eafc00',
    order: 200,
    mobile_link: 'imtokenv2://',
    link_mode: null,
    desktop_link: null,
    webapp_link: 'https://token.im/',
    app_store: 'https://apps.apple.com/us/app/imtoken2/id1384798940',
    play_store: 'https://play.google.com/store/apps/details?id=im.token.app',
    rdns: null,
    chains: [ETHEREUM, OPTIMISM, BSC, POLYGON, ARBITRUM, BITCOIN, COSMOS, ...LOCAL],
    injected: null,
    badge_type: 'certified',
  },
  {
    // [T] rdns, image; id from public configs. The explorer lists it as an extension (no app links).
    id: '18388be9ac2d02726dbac9777c96efaac06d744b2f6d580fccdd4127a6d01fd1',
    name: 'Rabby Wallet',
    homepage: 'https://rabby.io/',
    image_id: '255e6ba2-8dfd-43ad-e88e-57cbb98f6800',
    order: 250,
    mobile_link: null,
    link_mode: null,
    desktop_link: null,
    webapp_link: null,
    app_store: null,
    play_store: null,
    rdns: 'io.rabby',
    chains: [ETHEREUM, OPTIMISM, BSC, POLYGON, BASE, ARBITRUM, ZKSYNC, ...LOCAL],
    // UNCERTAIN: the flag Rabby sets on window.ethereum.
    injected: [{ namespace: 'eip155', injected_id: 'isRabby' }],
    badge_type: 'certified',
  },
  {
    // [T] rdns, image, stores (no WalletConnect mobile link); id from public configs
    id: 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393',
    name: 'Phantom',
    homepage: 'https://phantom.app/',
    image_id: 'c38443bb-b3c1-4697-e569-408de3fcc100',
    order: 260,
    mobile_link: null,
    link_mode: null,
    desktop_link: null,
    webapp_link: null,
    app_store: 'https://apps.apple.com/app/phantom-solana-wallet/1598432977',
    play_store: 'https://play.google.com/store/apps/details?id=app.phantom',
    rdns: 'app.phantom',
    chains: [SOLANA, ETHEREUM, POLYGON, BASE, BITCOIN, ...LOCAL],
    // UNCERTAIN: the flags Phantom sets on its providers.
    injected: [
      { namespace: 'solana', injected_id: 'isPhantom' },
      { namespace: 'eip155', injected_id: 'isPhantom' },
    ],
    badge_type: 'certified',
  },
  {
    // id from public configs. UNCERTAIN: links and stores are Safe's public ones, not seen in explorer data;
    // Safe{Wallet} connects dapps from its web app, so only webapp_link is set.
    id: '225affb176778569276e484e1b92637ad061b01e13a048b35a9d280c3b58970f',
    name: 'Safe',
    homepage: 'https://safe.global/',
    image_id: 'local-safe',
    order: 270,
    mobile_link: null,
    link_mode: null,
    desktop_link: null,
    webapp_link: 'https://app.safe.global/',
    app_store: 'https://apps.apple.com/app/safe-wallet/id1515759131',
    play_store: 'https://play.google.com/store/apps/details?id=io.gnosis.safe',
    rdns: null,
    chains: [ETHEREUM, OPTIMISM, BSC, POLYGON, BASE, ARBITRUM, ZKSYNC, ...LOCAL],
    injected: null,
    badge_type: 'certified',
  },
  {
    // id from public configs (the wallet is now also branded "Ready"). UNCERTAIN: the argent:// scheme and the
    // https://www.argent.xyz/app universal link come from other SDKs' wallet lists, the stores from Argent's site.
    id: 'bc949c5d968ae81310268bf9193f9c9fb7bb4e1283e1284af8f2bd4992535fd6',
    name: 'Argent',
    homepage: 'https://www.argent.xyz/',
    image_id: 'local-argent',
    order: 280,
    mobile_link: 'argent://',
    link_mode: 'https://www.argent.xyz/app',
    desktop_link: null,
    webapp_link: null,
    app_store: 'https://apps.apple.com/app/argent/id1358741926',
    play_store: 'https://play.google.com/store/apps/details?id=im.argent.contractwalletclient',
    rdns: null,
    chains: [ETHEREUM, ZKSYNC, ...LOCAL],
    injected: null,
    badge_type: 'certified',
  },
]
