/**
 * What each story must show, keyed by story id (the id `storybook build` writes to index.json).
 * stories.test.ts fails for a story missing here and for an entry no story has: a new story adds its row.
 *
 * Text is what the user reads, in the story's language (English unless the story is about another
 * locale), matched case-sensitively inside a visible element. The stories' wallets, balances and
 * names come from src/seed.tsx and each story's args.
 */
import { button, heading, img, plain, type Shown, type StoryExpectation, status, textbox, view } from './shown'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SHORT = '0xf39F…2266'
const SOLANA_SHORT = '7xKXtg…gAsU'
const FRIEND_SHORT = '0x7099…79C8'

/** The Account view of the seeded account on Chain One (10,000 ETH), plus what a story adds. */
const account = (extra: Shown[] = [], rest: Omit<StoryExpectation, 'shows'> = {}) =>
  view([heading('Account'), SHORT, '10,000.00 ETH', 'Network: Chain One', img(`Avatar of ${ADDRESS}`), button('Copy address'), 'Block explorer', 'Disconnect', ...extra], rest)
/** The seeded account connected on EVM and Solana (one Phantom). */
const twoNamespaces = (active: 'evm' | 'solana') =>
  view([
    heading('Account'),
    ...(active === 'evm' ? [SHORT, '10,000.00 ETH', 'Network: Chain One'] : [SOLANA_SHORT, '2.50 SOL', 'Network: Fake Solana']),
    'Connected accounts',
    'EVM · Chain One',
    'Solana · Fake Solana',
    button('Disconnect EVM'),
    button('Disconnect Solana'),
    'Disconnect all',
  ])
/** Connect with the three seeded extension wallets. */
const connectWallets = (extra: Shown[] = [], rest: Omit<StoryExpectation, 'shows'> = {}) =>
  view([heading('Connect Wallet'), 'MetaMask', 'Coinbase Wallet', 'Browser Wallet', 'Installed', ...extra], rest)
const manyWallets = ['MetaMask', 'Coinbase Wallet', 'Browser Wallet', 'Rabby', 'Phantom', 'Trust Wallet']
const allWallets = (extra: Shown[] = [], rest: Omit<StoryExpectation, 'shows'> = {}) =>
  view([heading('All Wallets'), { role: 'searchbox', name: 'Search wallets' }, ...extra], rest)
const qr = (title: string, extra: Shown[] = [], rest: Omit<StoryExpectation, 'shows'> = {}) =>
  view([heading(title), 'Scan this QR code with your phone', img('WalletConnect QR code'), button('Copy link'), ...extra], rest)
const networks = (extra: Shown[] = [], rest: Omit<StoryExpectation, 'shows'> = {}) =>
  view([heading('Choose Network'), 'EVM', 'Chain One', 'Chain Two', 'Solana', 'Fake Solana', 'Active', ...extra], rest)
const signIn = (extra: Shown[] = []) =>
  view([
    heading('Sign In'),
    'Story App needs to connect to your wallet',
    'Sign this message to prove you own this wallet. Signing is free and sends no transaction.',
    img(SHORT),
    button('Cancel'),
    button('Sign'),
    ...extra,
  ])
const unsupported = view([
  heading('Switch Network'),
  'This app does not support the network your wallet is on. Switch to one of these networks to continue.',
  'Chain One',
  'Chain Two',
  'Fake Solana',
  button('Disconnect'),
])
const sendForm = (extra: Shown[] = []) =>
  view([heading('Send'), '10,000.00 ETH', textbox('Amount'), button('Max'), textbox('Receiver address'), button('Preview send'), ...extra])
const sendPreview = (amount: string, extra: Shown[] = []) =>
  view([heading('Review Send'), amount, 'Network fee: 0.000021 ETH', button('Cancel'), button('Send'), button('Back'), ...extra])
/** The first provider as a wide button with its name; the others as logo buttons named for what they do. */
const socialButtons: Shown[] = [button('Continue with Google'), 'Continue with Google', button('Continue with GitHub'), button('Continue with Apple'), button('Continue with X')]
const emailConnect = view([heading('Connect Wallet'), textbox('E-mail'), button('Continue'), ...socialButtons, 'WalletConnect', 'All Wallets'], {
  // Spec §2: with no injected or announced wallet, e-mail, then social, then wallets.
  order: ['E-mail', 'Continue with Google', 'WalletConnect'],
})
/** Sign In With Farcaster with the relay's link on screen, waiting for the user's approval in Farcaster. */
const farcasterLink = view([
  heading('Sign in with Farcaster'),
  img('QR code to sign in with Farcaster'),
  'Scan with your phone’s camera or the Farcaster app',
  { role: 'link', name: 'Open Farcaster (opens in a new tab)' },
  button('Copy link'),
  'Waiting for your approval in Farcaster…',
])
const activity = ['Sent', `To ${FRIEND_SHORT}`, '−12.50 LTT', 'Transaction', 'Failed', 'Received', `From ${FRIEND_SHORT}`, '+1.50 ETH', 'Swapped', '−0.25 ETH', '+400.00 LTT', '+10.00 ETH']

/** Issue #17's Swap form: both amounts, the token openers, flip, Max (the token in has a balance), the slippage. */
const swapForm = (from: string, to: string, extra: Shown[] = [], rest: Omit<StoryExpectation, 'shows'> = {}) =>
  view(
    [
      heading('Swap'),
      textbox('You pay'),
      textbox('You receive'),
      button(`You pay: ${from}. Choose a token`),
      button(`You receive: ${to}. Choose a token`),
      button('Swap the direction'),
      button('Max'),
      { role: 'group', name: 'Max. slippage' },
      { role: 'radio', name: '0.5%' },
      ...extra,
    ],
    rest,
  )
const swapPicker = (extra: Shown[] = [], rest: Omit<StoryExpectation, 'shows'> = {}) =>
  view([heading('Swap'), { role: 'heading', name: 'Choose the token: You receive' }, { role: 'combobox', name: 'Search by name, symbol or address' }, { role: 'listbox', name: 'Choose the token: You receive' }, ...extra], rest)
const swapButton = (name: string, disabled = false): Shown => ({ role: 'button', name, disabled })
const quoteEthUsdc = ['1 ETH = 3,000 USDC', 'Minimum received', '1492.5 USDC', 'Network fee', '0.00042 ETH', 'Route', 'Mock DEX', 'Price impact']
const quoteLttEth = ['1 LTT = 0.00099 ETH', 'Minimum received', '0.098505 ETH', 'Mock DEX']
/** The Buy view with the seeded backend's options (USD, ETH on Chain One). */
const buyForm = (extra: Shown[] = [], rest: Omit<StoryExpectation, 'shows'> = {}) =>
  view([heading('Buy crypto'), textbox('Amount to pay (USD)'), { role: 'combobox', name: 'Buy' }, { role: 'combobox', name: 'Pay with' }, ...extra], rest)
const buyQuotes = ['Latch Test Pay', 'Other Pay', 'Fees: 1 %', 'Fees: 2–3 %', '0.05 ETH', '2 USD', '100 USD', 'No quote: Not available in your region']
/** RegisterAccountName with the host's parent after the input and spec §5's rule under it, plus what a story adds. */
const nameForm = (extra: Shown[], rest: Omit<StoryExpectation, 'shows'> = {}) =>
  view([textbox('Account name'), '.latch.id', 'Letters, digits and hyphens only, at least 4 characters.', ...extra], rest)
const receiveView = (extra: Shown[] = [], rest: Omit<StoryExpectation, 'shows'> = {}) =>
  view(
    [heading('Receive'), img('QR code of your address'), { exact: ADDRESS }, button('Copy address'), { role: 'group', name: 'Network you receive on' }, 'This address receives on every network below.', 'Chain One', 'Chain Two', 'Active', ...extra],
    rest,
  )

export const expectations: Record<string, StoryExpectation> = {
  'buttons--connect': plain([button('Connect Wallet')]),
  'buttons--connecting': plain(['Connecting...']),
  'buttons--connect-disabled': plain([{ role: 'button', name: 'Connect Wallet', disabled: true }]),
  'buttons--connect-dark': plain([button('Connect Wallet')]),
  'buttons--connect-arabic': plain([button('ربط المحفظة')], { hides: ['Connect Wallet'] }),
  'buttons--account': plain([button(SHORT), { title: ADDRESS }]),
  'buttons--account-with-balance': plain([button(`10,000.00 ETH ${SHORT}`)]),
  'buttons--account-with-name': plain([button('alice.eth'), { title: ADDRESS }], { hides: [SHORT] }),
  'buttons--account-dark': plain(['1.25 ETH', SHORT]),
  'buttons--network': plain([button('Network Ethereum'), 'Ethereum']),
  'buttons--network-japanese': plain([button('ネットワーク Ethereum'), 'Ethereum']),
  'buttons--network-with-image': plain([button('Network Ethereum'), 'Ethereum']),
  'buttons--network-disabled': plain([{ role: 'button', name: 'Network Ethereum', disabled: true }, 'Ethereum']),

  'primitives--buttons': plain([button('Primary'), button('Secondary'), button('Danger'), { role: 'button', name: 'Disabled', disabled: true }]),
  'primitives--icon-buttons': plain([button('Back'), button('Close'), button('Copy address')]),
  'primitives--icons': plain(['close', 'back', 'copy', 'external', 'disconnect', 'chevron', 'search', 'network', 'warning', 'wallet'].map((title) => ({ title }))),
  'primitives--list-items': plain(['MetaMask', 'Installed', 'Recent wallet', { exact: 'Recent' }, 'No image', 'Active network', { exact: 'Active' }, 'Disabled']),
  'primitives--list-items-dark': plain(['MetaMask', 'Installed']),
  // No source and an unsafe (javascript:) source both fall back to the name's initial.
  'primitives--wallet-images': plain([{ exact: 'F' }, { exact: 'U' }]),
  'primitives--avatars': plain([img('Avatar')]),
  'primitives--spinners': plain([status('Loading')]),

  'views-account--connected': account(),
  'views-account--dark': account(),
  'views-account--arabic': view([heading('الحساب'), SHORT, 'قطع الاتصال']),
  'views-account--two-namespaces': twoNamespaces('evm'),
  'views-account--two-namespaces-solana-active': twoNamespaces('solana'),
  'views-account--two-namespaces-dark': twoNamespaces('evm'),
  'views-account--with-identity': view([heading('Account'), 'alice.latch.eth', '10,000.00 ETH', img('Avatar of alice.latch.eth')]),
  'views-account--with-identity-broken-avatar': view([heading('Account'), 'alice.latch.eth', '10,000.00 ETH', img('Avatar of alice.latch.eth')]),
  'views-account--small-balance': view([heading('Account'), SHORT, '0.0425 ETH', 'Network: Chain Two']),
  // Spec §9: "0.00" when no balance can be read.
  'views-account--balance-unreadable': view([heading('Account'), SHORT, '0.00 ETH', 'Network: Chain One']),
  'views-account--balance-loading': view([heading('Account'), SHORT, status('Loading balance…'), 'Network: Chain One'], { hides: ['10,000.00 ETH'] }),
  'views-account--custom-accent': account([], { modal: { radius: '2px' } }),
  'views-account--tokens': account([{ role: 'tab', name: 'Tokens' }, 'Latch Test Token', '1,000.00 LTT', { title: 'Send ETH' }, { title: 'Send LTT' }]),
  'views-account--tokens-failed': account(['Token balances could not be read.']),
  'views-account--tokens-loading': account([status('Loading tokens…')]),
  'views-account--nfts': account([{ role: 'tab', name: 'NFTs' }, ...[0, 1, 2, 7].map((id) => img(`Latch Test NFT #${id}`))]),
  'views-account--nfts-none': account(['No NFTs in this account.']),
  'views-account--from-indexer': account(['$30,124,000.00', 'USD Coin', '1,250.50 USDC', '$1,250.25', 'Unpriced Token', '7.00 NEW', 'Claim reward at evil.example', 'Spam', '2,681.86 CLAIM'], {
    // Spam is listed last.
    order: ['USD Coin', 'Unpriced Token', 'Claim reward at evil.example'],
  }),
  'views-account--from-indexer-nfts': account([img('Game Items #7'), img('Art #42'), img('Free Mint #1'), '×3', 'Spam'], { hides: ['USD Coin'] }),
  'views-account--activity': account([{ role: 'tab', name: 'Activity' }, ...activity, '5m', '3h', '2d'], { order: ['−12.50 LTT', '+1.50 ETH', '+10.00 ETH'] }),
  'views-account--activity-empty': account(['No transactions yet.']),
  'views-account--activity-failed': account(['Activity could not be read.']),
  'views-account--activity-loading': account([status('Loading activity…')]),
  'views-account--activity-pending': account(['Pending', '−3.00 LTT', ...activity, 'Transaction sent'], { order: ['−3.00 LTT', '−12.50 LTT'] }),

  'views-allwallets--list': allWallets(manyWallets),
  'views-allwallets--from-connect': allWallets([...manyWallets, button('Back')]),
  'views-allwallets--dark': allWallets(manyWallets),
  'views-allwallets--directory': allWallets([...manyWallets, 'Rainbow', 'Ledger Live', 'Hostile Wallet', 'Test Wallet 0']),
  'views-allwallets--directory-featured': allWallets(['Ledger Live', 'Rainbow', 'Test Wallet 0'], { hides: ['Hostile Wallet'], order: ['Ledger Live', 'Rainbow'] }),
  'views-allwallets--directory-recent': allWallets(['Ledger Live', 'Recent', 'Rainbow'], { order: ['Ledger Live', 'Rainbow'] }),
  'views-allwallets--directory-loading': allWallets(['MetaMask', status('Loading wallets…')], { hides: ['Rainbow'] }),
  'views-allwallets--directory-failed': allWallets([...manyWallets, 'The wallet list could not be loaded.', 'The wallet directory answered 503.']),
  'views-allwallets--directory-dark': allWallets(['Rainbow', 'Trust Wallet', 'Ledger Live', 'Test Wallet 0']),

  'views-connect--wallets': connectWallets([], { hides: ['WalletConnect'] }),
  'views-connect--many-wallets-with-all-wallets-row': connectWallets(['Rabby', 'All Wallets'], { hides: ['Phantom', 'Trust Wallet'] }),
  'views-connect--recent-wallet': connectWallets(['Recent'], { order: ['Coinbase Wallet', 'MetaMask'] }),
  'views-connect--no-wallet-installed': view([heading('Connect Wallet'), 'No browser wallet found. Install a wallet extension, then reload this page.']),
  'views-connect--dark': connectWallets(),
  'views-connect--german': view([heading('Wallet verbinden'), 'MetaMask', 'Installiert', button('Schließen')]),
  'views-connect--arabic': view([heading('ربط المحفظة'), 'MetaMask', 'مثبّتة', button('إغلاق')]),
  'views-connect--japanese': view([heading('ウォレットを接続'), 'MetaMask', 'インストール済み', button('閉じる')]),
  'views-connect--project-id-alert': connectWallets(['Project ID Not Configured', button('Dismiss alert')]),
  'views-connect--multi-chain-wallet': connectWallets(['Phantom']),

  'views-connectingexternal--waiting': view([heading('Connecting'), 'Continue in MetaMask', 'Accept the connection request in the wallet.', status('Continue in MetaMask')]),
  'views-connectingexternal--declined': view([heading('Connecting'), 'Connection declined', 'The request was declined in the wallet.', button('Try again')]),
  'views-connectingexternal--failed': view([heading('Connecting'), 'Wallet not found', 'No EVM wallet with id "io.metamask" is available in this browser.', button('Try again')], {
    hides: ['Continue in MetaMask'],
  }),

  'views-connectingwalletconnect--wallet-qr': qr('Rainbow', [button('Open desktop app'), button('Open web app'), button('Back')]),
  'views-connectingwalletconnect--hostile-links': qr('Hostile Wallet', [], { hides: ['Open desktop app', 'Open web app'] }),
  'views-connectingwalletconnect--preparing': view([heading('Ledger Live'), status('Preparing the QR code…')]),
  'views-connectingwalletconnect--expired': view([heading('Rainbow'), 'This QR code has expired.', button('Get a new QR code')]),
  'views-connectingwalletconnect--failed': view([heading('Rainbow'), 'Could not start WalletConnect', 'The WalletConnect relay could not be reached.', button('Try again')]),
  'views-connectingwalletconnect--dark': qr('Rainbow', [button('Open desktop app'), button('Open web app')]),
  'views-connectingwalletconnect--phone-continue-in-wallet': view([heading('Uniswap Wallet'), 'Continue in Uniswap Wallet', 'Accept the connection request in the wallet.', button('Try again'), button('Back')], {
    hides: ['Scan this QR code with your phone', 'Copy link'],
  }),
  'views-connectingwalletconnect--phone-preparing': view([heading('Rainbow'), 'Continue in Rainbow', status('Loading…'), button('Open Rainbow')], { hides: ['Preparing the QR code…'] }),
  'views-connectingwalletconnect--phone-no-app-link': view([heading('Hostile Wallet'), 'Hostile Wallet can’t be opened from this phone.'], { hides: ['Try again', 'Open web app', 'Scan this QR code with your phone'] }),

  'views-connectingwalletconnectbasic--qr-code': qr('WalletConnect'),
  'views-connectingwalletconnectbasic--preparing': view([heading('WalletConnect'), status('Preparing the QR code…')]),
  'views-connectingwalletconnectbasic--expired': view([heading('WalletConnect'), 'This QR code has expired.', button('Get a new QR code')]),
  'views-connectingwalletconnectbasic--failed': view([heading('WalletConnect'), 'Could not start WalletConnect', 'The WalletConnect relay could not be reached.', button('Try again')]),
  'views-connectingwalletconnectbasic--dark': qr('WalletConnect'),
  'views-connectingwalletconnectbasic--connect-list-with-wallet-connect': connectWallets(['WalletConnect', 'All Wallets']),

  'views-embedded-wallet--connect-email-first': emailConnect,
  'views-embedded-wallet--connect-wallets-first': connectWallets([textbox('E-mail'), ...socialButtons, 'WalletConnect'], {
    // Spec §2: with injected or announced wallets, wallets, then e-mail, then social.
    order: ['MetaMask', 'E-mail', 'Continue with Google'],
  }),
  'views-embedded-wallet--connect-dark': emailConnect,
  'views-embedded-wallet--email-verify-otp': view([heading('Confirm E-mail'), 'Enter the code we sent to ada@example.com', textbox('Code'), button('Confirm'), button('Send a new code')]),
  'views-embedded-wallet--email-verify-device-waiting': view([heading('Register Device'), 'Open the link we sent to ada@example.com to approve this device.', status('Waiting for your approval…')]),
  'views-embedded-wallet--email-verify-device-failed': view([heading('Register Device'), 'The approval link has expired', button('Try again')]),
  'views-embedded-wallet--update-email-wallet': view([heading('Edit E-mail'), textbox('New e-mail'), button('Save')]),
  'views-embedded-wallet--update-email-primary-otp': view([heading('Confirm Current E-mail'), 'Enter the code we sent to ada@example.com', textbox('Code')]),
  'views-embedded-wallet--update-email-secondary-otp': view([heading('Confirm New E-mail'), 'Enter the code we sent to lovelace@example.com', textbox('Code')]),
  'views-embedded-wallet--connecting-social-waiting': view([heading('Social Login'), 'Continue in the GitHub window', status('Continue in the GitHub window')]),
  'views-embedded-wallet--connecting-social-blocked': view([heading('Social Login'), 'Popup blocked', 'Allow pop-ups for this site to sign in with a social account.', button('Try again')]),
  'views-connectingfarcaster--connect-with-farcaster': view([heading('Connect Wallet'), textbox('E-mail'), 'Continue with Google', button('Continue with GitHub'), button('Continue with Farcaster')], {
    order: ['E-mail', 'Continue with Google'],
  }),
  'views-connectingfarcaster--waiting-for-link': view([heading('Sign in with Farcaster'), 'Getting your Farcaster sign-in link…'], { hides: ['Open Farcaster', 'Copy link'] }),
  'views-connectingfarcaster--link-shown': farcasterLink,
  'views-connectingfarcaster--link-shown-dark': farcasterLink,
  'views-connectingfarcaster--failed': view([heading('Sign in with Farcaster'), 'The Farcaster relay could not be reached', button('Try again')], { hides: ['Open Farcaster'] }),
  'views-connectingfarcaster--german': view([
    heading('Mit Farcaster anmelden'),
    img('QR-Code zur Anmeldung mit Farcaster'),
    'Mit der Kamera deines Handys oder der Farcaster-App scannen',
    { role: 'link', name: 'Farcaster öffnen (öffnet in einem neuen Tab)' },
    button('Link kopieren'),
    'Warte auf deine Bestätigung in Farcaster…',
  ]),
  'views-embedded-wallet--approve-transaction': view([heading('Approve Request'), 'Review the request in the wallet below.']),
  'views-embedded-wallet--account-with-email': account(['E-mail: ada@example.com', 'Edit e-mail']),
  'views-embedded-wallet--account-smart-account-offered': account(['E-mail: ada@example.com', button('Switch to your smart account')]),
  'views-embedded-wallet--account-smart-account-in-use': view([heading('Account'), '0xfEFC…30Ee', 'Smart account', button('Switch to your EOA'), 'E-mail: ada@example.com'], { hides: [SHORT] }),
  'views-embedded-wallet--account-smart-account-switch-refused': account(['E-mail: ada@example.com', button('Switch to your smart account')]),

  'views-modal-shell--snackbar-success': account(['Address copied', button('Dismiss')]),
  'views-modal-shell--snackbar-error': account(['Request declined', button('Dismiss')]),
  'views-modal-shell--snackbar-loading': account(['Waiting for the wallet', button('Dismiss')]),
  'views-modal-shell--shaking': connectWallets(),
  'views-modal-shell--with-back-button': networks([button('Back')]),
  'views-modal-shell--overlay': connectWallets([], { modal: { overlay: true } }),
  'views-modal-shell--overlay-host-z-index': connectWallets([], { modal: { overlay: true, zIndex: 2001 } }),
  // A view without a title in the catalogue (Swap) is still named: the header's fallback, 'Wallet'.
  'views-modal-shell--view-not-in-this-build': view([heading('Sign in with Farcaster'), 'This view is not part of this build.', button('Close')]),
  'views-modal-shell--closed': { shows: ['The modal is closed: only its live region is mounted.'], hides: ['Connect Wallet'], modal: false },

  'views-networks--disconnected': networks(),
  'views-networks--connected': networks([button('Back')]),
  'views-networks--switching-disabled': networks(['Network switching is turned off by this app.']),
  'views-networks--two-namespaces': networks(['Connected']),
  'views-networks--two-namespaces-only-evm-connected': networks([], { hides: ['Connected'] }),
  'views-networks--two-namespaces-german': view([heading('Netzwerk wählen'), 'Chain One', 'Fake Solana', 'Aktiv', 'Verbunden']),

  'views-siwxsignmessage--optional': signIn(),
  'views-siwxsignmessage--required': signIn(),
  'views-siwxsignmessage--refused': signIn(['The signature could not be verified']),
  'views-siwxsignmessage--dark': signIn(),

  'views-unsupportedchain--wallet-on-unknown-chain': unsupported,
  'views-unsupportedchain--dark': unsupported,

  'views-walletsend--empty': sendForm(),
  'views-walletsend--invalid': sendForm(['Enter a valid amount', 'Enter a valid address']),
  'views-walletsend--insufficient': sendForm(['Insufficient balance']),
  'views-walletsend--preview': { ...sendPreview('0.25 ETH', ['eip155…iend']), hides: ['This sends everything, so the network closes your account.'] },
  'views-walletsend--preview-closes-account': sendPreview('9999.999979 ETH', [
    'This sends everything, so the network closes your account. To use it again, it must receive at least 0.01 ETH.',
  ]),
  'views-walletsend--below-min-amount': sendForm(['The receiver has no account on this network yet: send at least 0.01 ETH to open it']),
  'views-walletsend--preview-to-name': sendPreview('0.25 ETH', ['friend.latch.eth', FRIEND_SHORT]),
  'views-walletsend--name-not-found': sendForm(['No address found for this name']),
  'views-walletsend--sent': sendForm(['Sent: tx-1', 'Transaction sent']),
  'views-walletsend--rejected': sendForm(['Request declined']),
  'views-walletsend--preview-dark': sendPreview('0.25 ETH', ['eip155…iend']),
  'views-walletsend--token-preview': sendPreview('12.5 LTT', ['eip155…iend']),
  'views-walletsend--speed-choice': sendForm([{ role: 'group', name: 'Speed' }, { role: 'radio', name: 'Slow' }, { role: 'radio', name: 'Normal' }, { role: 'radio', name: 'Fast' }]),
  'views-walletsend--preview-coins': view(
    [
      heading('Review Send'),
      '0.25 ETH',
      'Network fee: 0.000000000000000635 ETH',
      'Fee rate: 4.5 sat/vB · Normal',
      { role: 'region', name: 'Coins spent' },
      'abababab…abab:0',
      '10000 ETH',
      { role: 'region', name: 'Paid to' },
      'eip155-friend',
      { title: ADDRESS },
      'Change',
      '9999.749999999999999365 ETH',
      button('Send'),
    ],
    { order: ['Coins spent', '10000 ETH', 'Paid to', 'eip155-friend', 'Change', '9999.749999999999999365 ETH'] },
  ),
  'views-walletsend--memo-too-long': sendForm([textbox('Memo (optional)'), 'Keep the memo within 16 bytes']),
  'views-walletsend--preview-memo': sendPreview('0.25 ETH', ['Memo: invoice 42']),
  'views-walletsend--transfer-refused': sendForm(['100 sat is below the 294 sat this address type may receive (dust).']),
  'views-swap--empty': swapForm('ETH', 'Select a token', [swapButton('Select a token', true), 'Balance: 10,000.00 ETH']),
  'views-swap--tokens-loading': swapPicker([status('Loading tokens…')]),
  'views-swap--tokens-error': swapPicker(['Could not load the token list', 'Latch Test Token']),
  'views-swap--picker-search': swapPicker(['USD Coin'], { hides: ['Latch Test Token'] }),
  'views-swap--quote-loading': swapForm('ETH', 'USDC', [status('Getting a price…'), swapButton('Getting a price…', true)]),
  'views-swap--quote-ready': swapForm('ETH', 'USDC', [...quoteEthUsdc, swapButton('Swap')], { hides: ['High price impact'] }),
  'views-swap--quote-with-approval': swapForm('LTT', 'ETH', [...quoteLttEth, swapButton('Approve LTT and swap'), 'This takes two confirmations in your wallet: first allowing LTT, then the swap.']),
  'views-swap--quote-batched': swapForm('LTT', 'ETH', [...quoteLttEth, swapButton('Swap'), 'Your wallet confirms the approval of LTT and the swap together, in one step.']),
  'views-swap--amount-out': swapForm('LTT', 'ETH', ['1 LTT = 0.00099 ETH', swapButton('Approve LTT and swap')]),
  'views-swap--high-impact': swapForm('ETH', 'USDC', ['4.5%', 'High price impact: you get noticeably less than the market price.', swapButton('Swap')]),
  'views-swap--very-high-impact': swapForm('ETH', 'USDC', ['18%', 'Very high price impact: you lose 18% of the value. Consider a smaller amount.', swapButton('Swap')]),
  'views-swap--approving': swapForm('LTT', 'ETH', [swapButton('Approving… (1 of 2)', true)]),
  'views-swap--swapping': swapForm('ETH', 'USDC', [swapButton('Swapping…', true)]),
  'views-swap--error-amount-invalid': swapForm('ETH', 'USDC', [swapButton('Enter a valid amount', true)]),
  'views-swap--error-amount-not-positive': swapForm('ETH', 'USDC', [swapButton('Enter an amount above 0', true)]),
  'views-swap--error-same-token': swapForm('ETH', 'ETH', [swapButton('Choose two different tokens', true)]),
  'views-swap--error-insufficient-balance': swapForm('LTT', 'ETH', [swapButton('Insufficient LTT balance', true), '1 LTT = 0.00099 ETH', 'Minimum received']),
  'views-swap--error-insufficient-fee-balance': swapForm('LTT', 'ETH', [swapButton('Not enough ETH for the network fee', true)]),
  'views-swap--error-no-route': swapForm('ETH', 'USDC', [swapButton('No route for this pair and amount', true), 'Mock DEX found no way to make this trade']),
  'views-swap--error-quote-failed': swapForm('ETH', 'USDC', [swapButton('Could not get a price', true)]),
  'views-swap--error-quote-expired': swapForm('ETH', 'USDC', ['The price changed while the quote aged. Review the new quote and swap again.', swapButton('Swap')]),
  'views-swap--error-slippage': swapForm('ETH', 'USDC', ['The price moved more than your slippage allows, so nothing was swapped.', 'Get a new quote, or allow more slippage.', swapButton('Swap')]),
  'views-swap--error-approval-rejected': swapForm('LTT', 'ETH', ['You declined the approval in your wallet', swapButton('Approve LTT and swap')]),
  'views-swap--error-approval-failed': swapForm('LTT', 'ETH', ['The approval failed', swapButton('Approve LTT and swap')]),
  'views-swap--error-swap-rejected': swapForm('ETH', 'USDC', ['You declined the swap in your wallet', swapButton('Swap')]),
  'views-swap--error-swap-failed': swapForm('ETH', 'USDC', ['The swap failed', 'The chain refused the swap', swapButton('Swap')]),

  'views-onrampproviders--loading': view([heading('Buy crypto'), status('Loading providers…')]),
  'views-onrampproviders--options-error': view([heading('Buy crypto'), 'Could not load the providers', button('Try again')]),
  'views-onrampproviders--quotes': buyForm([...buyQuotes, button('Continue with Latch Test Pay')], { hides: ['Continue with Other Pay'] }),
  'views-onrampproviders--below-min': buyForm(['The least you can pay is 10 USD'], { hides: ['Latch Test Pay'] }),
  'views-onrampproviders--above-max': buyForm(['The most you can pay is 500 USD'], { hides: ['Latch Test Pay'] }),
  'views-onrampproviders--opening': buyForm([...buyQuotes, 'Opening Latch Test Pay…', { role: 'button', name: 'Continue with Latch Test Pay', disabled: true }]),
  'views-onrampproviders--open': buyForm([...buyQuotes, "Finish in the provider's window; we'll show the funds when they arrive."]),
  'views-onrampproviders--done': buyForm(['+0.05 ETH arrived', 'Your purchase arrived']),
  'views-onrampproviders--popup-blocked': buyForm(['The checkout did not complete: Popup blocked']),

  'views-walletreceive--same-network': receiveView([], { hides: ["You're on Chain One"] }),
  'views-walletreceive--other-network-picked': receiveView(["You're on Chain One. Funds sent on Chain Two arrive on Chain Two — switch to see them.", button('Switch to Chain Two')]),
  'views-walletreceive--dark': receiveView([], { hides: ["You're on Chain One"] }),

  // Account names (issue #19): the parent after the input, the §5 rule, availability as the service answers.
  'views-registeraccountname--account-entry': account(['Choose an account name']),
  'views-registeraccountname--empty': nameForm([{ role: 'button', name: 'Register', disabled: true }], { hides: ['Checking…', 'Available'] }),
  'views-registeraccountname--checking': nameForm(['Checking…', { role: 'button', name: 'Register', disabled: true }]),
  'views-registeraccountname--available': nameForm(['Available: ada-lovelace.latch.id', { role: 'button', name: 'Register', disabled: false }]),
  'views-registeraccountname--taken': nameForm(['Taken: alice.latch.id', 'These are free:', button('Use alice1.latch.id'), button('Use alice-2.latch.id'), { role: 'button', name: 'Register', disabled: true }]),
  'views-registeraccountname--too-short': nameForm(['A name has at least 4 characters.']),
  'views-registeraccountname--bad-characters': nameForm(['A name has only letters, digits and hyphens.']),
  'views-registeraccountname--signing': nameForm(['Sign the message in your wallet…', { role: 'button', name: 'Register', disabled: true }]),
  'views-registeraccountname--registering': nameForm(['Registering…', { role: 'button', name: 'Register', disabled: true }]),
  'views-registeraccountname--signature-declined': nameForm(['You declined the signature, so nothing was registered.']),
  'views-registeraccountname--expired': nameForm(['The name was not registered: The signed request expired', 'The signed message is valid for 5 minutes and that time passed. Register again to sign a new one.']),
  'views-registeraccountname--success': view(['Your account is now called', 'ada-lovelace.latch.id', button('Done')]),
  'views-registeraccountname--german': view([textbox('Kontoname'), '.latch.id', 'Vergeben: alice.latch.id', 'Diese sind frei:', button('alice1.latch.id verwenden')]),
}
