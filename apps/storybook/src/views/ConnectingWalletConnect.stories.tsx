import type { Meta, StoryObj } from '@storybook/react-vite'
import { modalStory, type Seed } from '../seed'

const meta: Meta = { title: 'Views/ConnectingWalletConnect' }
export default meta

/**
 * A directory wallet's view is reached the way a user reaches it: All Wallets, then a click on its row
 * (the row hands the view the wallet's entry). The play function does the click.
 */
function pickWallet(id: string, seed: Seed = {}): StoryObj {
  return {
    ...modalStory({ walletConnect: {}, directory: 'ok', act: (l) => l.open({ view: 'AllWallets' }), ...seed }),
    play: async ({ canvasElement }) => {
      const selector = `[data-testid="latch-directory-wallet-${id}"]`
      for (let i = 0; i < 100 && !canvasElement.querySelector(selector); i++) await new Promise((r) => setTimeout(r, 20))
      const row = canvasElement.querySelector<HTMLElement>(selector)
      if (!row) throw new Error(`no directory row ${id}`)
      row.click()
    },
  }
}

// QR with the wallet's logo, and its desktop and web-app links (a phone would show its app link instead).
export const WalletQr: StoryObj = pickWallet('rainbow')
// Every link this entry carries is javascript:, file: or data: — none is offered, the QR still works.
export const HostileLinks: StoryObj = pickWallet('hostile')
export const Preparing: StoryObj = pickWallet('ledger', { walletConnect: { hang: true } })
export const Expired: StoryObj = pickWallet('rainbow', { walletConnect: { now: () => Date.now() - 4 * 60_000 } })
export const Failed: StoryObj = pickWallet('rainbow', { walletConnect: { loadFails: true } })
export const Dark: StoryObj = pickWallet('rainbow', { options: { themeMode: 'dark' } })
