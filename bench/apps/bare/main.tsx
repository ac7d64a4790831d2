import { useRef } from 'react'
import { createRoot } from 'react-dom/client'

// The floor: what React alone costs for one button and one dialog.
function App() {
  const dialog = useRef<HTMLDialogElement>(null)
  return (
    <>
      <button type="button" data-testid="bare-connect-button" onClick={() => dialog.current?.showModal()}>
        Connect Wallet
      </button>
      <dialog ref={dialog} data-testid="bare-modal">
        <ul>
          <li>
            <button type="button" data-testid="bare-wallet-browser" onClick={() => dialog.current?.close()}>
              Browser Wallet
            </button>
          </li>
        </ul>
      </dialog>
    </>
  )
}

createRoot(document.getElementById('root') as HTMLElement).render(<App />)
