import { type FormEvent, useId, useState } from 'react'
import { useModalContext } from '../modal/context'
import { Button } from '../primitives/Button'
import { useAction } from './useAction'

/** A new e-mail for the embedded wallet; codes to the current and then the new address follow. */
export default function UpdateEmailWallet() {
  const { client, t } = useModalContext()
  const [email, setEmail] = useState('')
  const { busy, error, run } = useAction()
  const id = useId()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    void run(() => client.embeddedWallet.updateEmail(email))
  }
  return (
    <form className="latch-form" onSubmit={submit} noValidate>
      <label htmlFor={id}>{t('email.newLabel')}</label>
      <input id={id} className="latch-input" type="email" autoComplete="email" value={email} data-testid="latch-update-email-input" onChange={(e) => setEmail(e.target.value)} />
      {error && (
        <p className="latch-error" role="alert" data-testid="latch-update-email-error">
          {error}
        </p>
      )}
      <Button type="submit" variant="primary" disabled={busy || email.trim() === ''} data-testid="latch-update-email-submit">
        {t('email.save')}
      </Button>
    </form>
  )
}
