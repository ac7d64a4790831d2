import { EvmAdapter } from '@latch/adapter-evm'
import { mainnet, sepolia } from '@latch/core/networks'
import { AppKitButton, createAppKit } from '@latch/react'
import { createRoot } from 'react-dom/client'
// The connect button's stylesheet as Latch ships it (tokens included): a fixture, not an entry of @latch/ui.
import { buttonStyles } from '../../../packages/ui/dist/lib/styles/buttonStyles.js'
import { App } from '../bare/App'

// The floor app with Latch's first-bundle code shipped but not run: the page paints the floor's button, and the code
// apps/latch runs (createAppKit, <AppKitButton />) sits behind a branch the bundler cannot drop and the bench never
// takes. Against the floor it times what the code's bytes cost (fetch, parse, module evaluation); against apps/latch,
// what running it costs. `npm run floor` times it.
const stored = window.localStorage.getItem('@appkit/connections')
const sheet = new CSSStyleSheet()
sheet.replaceSync(buttonStyles)
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
const root = createRoot(document.getElementById('root') as HTMLElement)
if (window.location.hash === '#run-latch') {
  const metadata = { name: 'Bench', description: 'Wallet modal benchmark', url: window.location.origin, icons: [] }
  createAppKit({ adapters: [new EvmAdapter()], networks: [mainnet, sepolia], metadata, projectId: 'bench' })
  root.render(<AppKitButton />)
} else {
  const connect = { lang: 'en', className: 'latch-theme latch-hbtn', 'data-theme': 'light', 'data-variant': 'primary', 'data-testid': 'floor-connect-button' }
  root.render(<App connect={connect} label={stored ? 'Connecting...' : 'Connect Wallet'} />)
}
