import { type ButtonHTMLAttributes, useRef } from 'react'

type ConnectProps = ButtonHTMLAttributes<HTMLButtonElement> & { [data: `data-${string}`]: string }

/** The floor of the table: one button and one dialog, React alone. The floor app (apps/floor) styles the button. */
export function App({ connect, label = 'Connect Wallet' }: { connect?: ConnectProps; label?: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  return (
    <>
      <button type="button" data-testid="bare-connect-button" {...connect} onClick={() => dialog.current?.showModal()}>
        {label}
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
