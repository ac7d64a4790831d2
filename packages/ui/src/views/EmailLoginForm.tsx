import { type FormEvent, useId, useState } from 'react'
import { useModalContext } from '../modal/context'
import { Button } from '../primitives/Button'
import { useAction } from './useAction'

/** The e-mail field of the Connect view: sends the login code (or starts device verification). */
export function EmailLoginForm() {
  const { client, t } = useModalContext()
  const [email, setEmail] = useState('')
  const { busy, error, run } = useAction()
  const id = useId()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    void run(() => client.embeddedWallet.connectEmail(email))
  }
  return (
    <form className="latch-form" onSubmit={submit} noValidate>
      <label htmlFor={id} className="latch-sr">
        {t('email.label')}
      </label>
      <input
        id={id}
        className="latch-input"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('email.placeholder')}
        value={email}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid="latch-email-input"
        onChange={(e) => setEmail(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="latch-error" role="alert" data-testid="latch-email-error">
          {error}
        </p>
      )}
      <Button type="submit" variant="primary" disabled={busy || email.trim() === ''} aria-busy={busy || undefined} data-testid="latch-email-submit">
        {t('email.continue')}
      </Button>
    </form>
  )
}
