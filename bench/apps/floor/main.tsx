import { createRoot } from 'react-dom/client'
// The connect button's stylesheet as Latch ships it (tokens included): a fixture, not an entry of @latch/ui.
import { buttonStyles } from '../../../packages/ui/dist/lib/styles/buttonStyles.js'
import { App } from '../bare/App'

// The floor under any modal whose button shows a returning user's session at its first paint and is styled under a
// strict CSP: bare React, plus one storage read before the render and the button's adopted stylesheet. No Latch code
// runs. `npm run floor` times it against bare React and Latch (see README).
const stored = window.localStorage.getItem('@appkit/connections')
const sheet = new CSSStyleSheet()
sheet.replaceSync(buttonStyles)
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]

const connect = { lang: 'en', className: 'latch-theme latch-hbtn', 'data-theme': 'light', 'data-variant': 'primary', 'data-testid': 'floor-connect-button' }
createRoot(document.getElementById('root') as HTMLElement).render(<App connect={connect} label={stored ? 'Connecting...' : 'Connect Wallet'} />)
