/**
 * Display names of the extensions dapps meet most, by their `injectedWeb3` key. An unknown key is shown as itself.
 * Nova Wallet's in-app browser injects under `polkadot-js` and marks itself with `window.walletExtension.isNovaWallet`,
 * so that key is named by what the page holds, not the key alone.
 */
const NAMES: Readonly<Record<string, string>> = {
  'polkadot-js': 'polkadot{.js}',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  'fearless-wallet': 'Fearless Wallet',
  enkrypt: 'Enkrypt',
  'polkagate': 'PolkaGate',
}

export function extensionName(key: string, win: { walletExtension?: { isNovaWallet?: boolean } }): string {
  if (key === 'polkadot-js' && win.walletExtension?.isNovaWallet) return 'Nova Wallet'
  return NAMES[key] ?? key
}
