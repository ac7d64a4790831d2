import type { Meta, StoryObj } from '@storybook/react-vite'
import { modalStory, type Seed } from '../seed'

const meta: Meta = { title: 'Views/ConnectingWalletConnect' }
export default meta

/**
 * A directory wallet's view is reached the way a user reaches it: All Wallets, then a click on its row
 * (the row hands the view the wallet's entry). The play function does the click.
 */
function pickWallet(id: string, seed: Seed = {}, { stayOnPage = false } = {}): StoryObj {
  return {
    ...modalStory({ walletConnect: {}, directory: 'ok', act: (l) => l.open({ view: 'AllWallets' }), ...seed }),
    play: async ({ canvasElement }) => {
      // On a phone the tap opens the wallet's https link in a new tab: the story stays where it is.
      if (stayOnPage) window.open = () => null
      // A phone's tap opens the app only with a pairing ready: give the instance's (scripted) relay a moment. 300 ms
      // was not always enough on a slow 2-core CI machine (the tap then found no pairing and the view offered "Open").
      if (seed.phone) await new Promise((r) => setTimeout(r, 2000))
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

// On a phone: no QR code. The tap opened the wallet's app by its universal link; the view waits for it.
export const PhoneContinueInWallet: StoryObj = pickWallet('uniswap', { phone: true, options: { featuredWalletIds: ['uniswap'] } }, { stayOnPage: true })
// On a phone, while the pairing is still being made: the app opens from the button once it is ready.
export const PhonePreparing: StoryObj = pickWallet('rainbow', { phone: true, walletConnect: { hang: true } })
// On a phone, an entry with no link that is safe to open: nothing is opened, and the view says so.
export const PhoneNoAppLink: StoryObj = pickWallet('hostile', { phone: true })
