import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { namesPart } from '../i18n/names/load'
import { useModalContext, useSnapshot } from '../modal/context'
import { Button } from '../primitives/Button'
import { Spinner } from '../primitives/Spinner'
import { errorText } from '../i18n/errorText'
import { nameErrorText, ruleText } from './nameErrorText'
import { useMessagePart } from './useMessagePart'

/**
 * Choosing an account name (issue #19, spec §4 "Name registration"): the label with the host's parent after it, its
 * availability as the service answers (free suggestions fill the input), spec §5's rule when it breaks it, then
 * Register: the wallet signs, the signed message is posted. A failure stays here and says why.
 */
function RegisterAccountNameView() {
  const { client, t } = useModalContext()
  const snap = useSnapshot()
  const state = snap.names
  const parent = state?.parent ?? client.options.names?.parent ?? ''
  // The input's own value: core's copy arrives a tick later, and a controlled input fed from it would move the caret.
  const [label, setLabel] = useState(state?.label ?? '')
  const input = useRef<HTMLInputElement>(null)
  const id = useId()
  useEffect(() => input.current?.focus(), [])

  const availability = state?.availability ?? { status: 'idle' as const }
  const status = state?.status ?? 'idle'
  const busy = status === 'signing' || status === 'registering'
  const change = (next: string) => {
    setLabel(next)
    void client.names.setLabel(next)
  }
  const pick = (suggestion: string) => {
    change(suggestion)
    input.current?.focus()
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (availability.status === 'available' && !busy) void client.names.register()
  }
  const failure = status === 'error' && state?.error ? nameErrorText(t, state.error) : undefined

  return (
    <form className="latch-form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <label htmlFor={`${id}-input`}>{t('names.label')}</label>
      <div className="latch-split">
        <input
          ref={input}
          id={`${id}-input`}
          className="latch-input"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={label}
          disabled={busy}
          aria-describedby={`${id}-suffix ${id}-hint ${id}-status`}
          aria-invalid={availability.status === 'invalid' || availability.status === 'taken' || undefined}
          data-testid="latch-names-input"
          onChange={(e) => change(e.target.value)}
        />
        <span className="latch-muted latch-mono" id={`${id}-suffix`} data-testid="latch-names-parent">
          .{parent}
        </span>
      </div>
      <p className="latch-muted" id={`${id}-hint`}>
        {t('names.hint')}
      </p>
      <div id={`${id}-status`} aria-live="polite" data-testid="latch-names-availability" data-status={availability.status}>
        {availability.status === 'checking' && <p className="latch-muted">{t('names.checking')}</p>}
        {availability.status === 'available' && (
          <p className="latch-tag" data-tone="accent">
            {t('names.available')}: {availability.name}
          </p>
        )}
        {availability.status === 'taken' && <p className="latch-error">{t('names.taken')}: {availability.name}</p>}
        {availability.status === 'invalid' && <p className="latch-error">{ruleText(t, availability)}</p>}
        {availability.status === 'error' && <p className="latch-error">{errorText(t, availability.error)}</p>}
      </div>
      {availability.status === 'taken' && availability.suggestions.length > 0 && (
        <div>
          <p className="latch-muted">{t('names.suggestions')}</p>
          <div className="latch-row" style={{ justifyContent: 'flex-start' }}>
            {availability.suggestions.map((s) => (
              <Button key={s} aria-label={t('names.useSuggestion', { name: `${s}.${parent}` })} data-testid={`latch-names-suggestion-${s}`} onClick={() => pick(s)}>
                {s}
              </Button>
            ))}
          </div>
        </div>
      )}
      {failure && (
        <div className="latch-error" role="alert" data-testid="latch-names-error" data-code={state?.error?.code}>
          <p className="latch-error">{failure.text}</p>
          {failure.detail && <p className="latch-muted">{failure.detail}</p>}
        </div>
      )}
      {busy && (
        <p className="latch-muted" data-testid="latch-names-busy">
          <Spinner label={t(status === 'signing' ? 'names.signing' : 'names.registering')} /> {t(status === 'signing' ? 'names.signing' : 'names.registering')}
        </p>
      )}
      <Button type="submit" variant="primary" disabled={availability.status !== 'available' || busy} data-testid="latch-names-register">
        {t('names.register')}
      </Button>
    </form>
  )
}

/** The view, once its words are here in the modal's language (they load with it: i18n/names). */
export default function RegisterAccountName() {
  const { t, locale } = useModalContext()
  return useMessagePart(namesPart, locale) ? <RegisterAccountNameView /> : <Spinner size="lg" label={t('modal.loading')} />
}
