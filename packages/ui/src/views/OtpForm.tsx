import { type FormEvent, useId, useState } from 'react'
import { useModalContext } from '../modal/context'
import { Button } from '../primitives/Button'
import { useAction } from './useAction'

/**
 * A one-time-code form: one field (the browser can fill it from the e-mail: `autocomplete=one-time-code`),
 * a confirm button, the error of the last attempt, and optionally "send a new code".
 */
export function OtpForm({ onSubmit, onResend }: { onSubmit: (code: string) => Promise<unknown>; onResend?: () => Promise<unknown> }) {
  const { t } = useModalContext()
  const [code, setCode] = useState('')
  const { busy, error, run } = useAction()
  const [notice, setNotice] = useState<string>()
  const id = useId()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setNotice(undefined)
    void run(() => onSubmit(code))
  }
  const resend = async (action: () => Promise<unknown>) => {
    setNotice(undefined)
    if (await run(action)) setNotice(t('otp.resent'))
  }
  const message = error ? { text: error, error: true } : notice ? { text: notice, error: false } : undefined
  return (
    <form className="latch-form" onSubmit={submit} noValidate>
      <label htmlFor={id} className="latch-sr">
        {t('otp.label')}
      </label>
      <input
        id={id}
        className="latch-input latch-otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        value={code}
        aria-invalid={message?.error || undefined}
        data-testid="latch-otp-input"
        onChange={(e) => setCode(e.target.value.replace(/\s/g, ''))}
      />
      {message && (
        <p className={message.error ? 'latch-error' : 'latch-muted'} role={message.error ? 'alert' : 'status'} data-testid="latch-otp-message">
          {message.text}
        </p>
      )}
      <Button type="submit" variant="primary" disabled={busy || code === ''} data-testid="latch-otp-submit">
        {t('otp.submit')}
      </Button>
      {onResend && (
        <Button disabled={busy} data-testid="latch-otp-resend" onClick={() => void resend(onResend)}>
          {t('otp.resend')}
        </Button>
      )}
    </form>
  )
}
