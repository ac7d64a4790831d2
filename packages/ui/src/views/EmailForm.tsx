import { type FormEvent, useId, useState } from 'react'
import { Button } from '../primitives/Button'
import { useAction } from './useAction'

export interface EmailFormProps {
  /** The field's label; `labelHidden` keeps it for screen readers only (the Connect view's placeholder says it). */
  label: string
  labelHidden?: boolean
  placeholder?: string
  /** The submit button's text. */
  submit: string
  /** Prefix of the test ids: `<testId>-input`, `-error`, `-submit`. */
  testId: string
  /** What submitting does with the address; a rejection's message shows under the field. */
  onSubmit(email: string): Promise<unknown>
}

/**
 * One e-mail field and its button, shared by the Connect view's login and the Account's e-mail change, so both are
 * named, marked invalid and described by their error the same way.
 */
export function EmailForm({ label, labelHidden, placeholder, submit, testId, onSubmit }: EmailFormProps) {
  const [email, setEmail] = useState('')
  const { busy, error, run } = useAction()
  const id = useId()
  const send = (e: FormEvent) => {
    e.preventDefault()
    void run(() => onSubmit(email))
  }
  return (
    <form className="latch-form" onSubmit={send} noValidate>
      <label htmlFor={id} className={labelHidden ? 'latch-sr' : undefined}>
        {label}
      </label>
      <input
        id={id}
        className="latch-input"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={placeholder}
        value={email}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={`${testId}-input`}
        onChange={(e) => setEmail(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="latch-error" role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
      <Button type="submit" variant="primary" disabled={busy || email.trim() === ''} aria-busy={busy || undefined} data-testid={`${testId}-submit`}>
        {submit}
      </Button>
    </form>
  )
}
