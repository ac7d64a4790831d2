import { useRef } from 'react'
import { createRoot } from 'react-dom/client'
// The connect button's stylesheet as Latch ships it (tokens included): a fixture, not an entry of @latch/ui.
import { buttonStyles } from '../../../packages/ui/dist/lib/styles/buttonStyles.js'

// The floor under any modal whose button shows a returning user's session at its first paint and is styled under a
// strict CSP: bare React, plus one storage read before the render and the button's adopted stylesheet. No Latch code
// runs. `npm run floor` times it against bare React and Latch (see README).
const stored = window.localStorage.getItem('@appkit/connections')
const sheet = new CSSStyleSheet()
sheet.replaceSync(buttonStyles)
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]

function App() {
  const dialog = useRef<HTMLDialogElement>(null)
  return (
    <>
      <button type="button" lang="en" className="latch-theme latch-hbtn" data-theme="light" data-variant="primary" data-testid="floor-connect-button" onClick={() => dialog.current?.showModal()}>
        {stored ? 'Connecting...' : 'Connect Wallet'}
      </button>
      <dialog ref={dialog} data-testid="floor-modal">
        <ul>
          <li>
            <button type="button" data-testid="floor-wallet-browser" onClick={() => dialog.current?.close()}>
              Browser Wallet
            </button>
          </li>
        </ul>
      </dialog>
    </>
  )
}

createRoot(document.getElementById('root') as HTMLElement).render(<App />)
