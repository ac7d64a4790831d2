import { type ReactNode, useId } from 'react'
import type { SignMessageState } from './useSignMessage'

/** Spelled out in each panel rather than derived from a prefix, so grepping an e2e selector lands on its panel. */
export interface SignMessageTestIds {
  input: string
  button: string
  signature: string
  error: string
}

interface SignMessageFormProps {
  signing: SignMessageState
  testIds: SignMessageTestIds
  buttonLabel: string
  /** Shown, and the button held, while the wallet answers; panels without it keep the button live as before. */
  busyLabel?: string
  disabled: boolean
  /** Extra buttons beside the sign button. */
  actions?: ReactNode
  /** Extra results between the signature and the error, which stays last because it may belong to any action. */
  children?: ReactNode
}

/** The message box, sign button, signature and error that every chain's card shows in the same order. */
export function SignMessageForm({ signing, testIds, buttonLabel, busyLabel, disabled, actions, children }: SignMessageFormProps) {
  const { message, setMessage, signature, error, busy, sign } = signing
  const inputId = useId()
  const waiting = busyLabel !== undefined && busy
  return (
    <>
      <label htmlFor={inputId}>Message</label>
      <textarea id={inputId} data-testid={testIds.input} value={message} rows={2} onChange={(e) => setMessage(e.target.value)} />
      <button type="button" data-testid={testIds.button} disabled={disabled || waiting || message === ''} onClick={sign}>
        {waiting ? busyLabel : buttonLabel}
      </button>
      {actions}
      {signature && (
        <p className="result">
          Signature: <output data-testid={testIds.signature} className="mono">{signature}</output>
        </p>
      )}
      {children}
      {error && (
        <p role="alert" className="error" data-testid={testIds.error}>
          {error}
        </p>
      )}
    </>
  )
}
