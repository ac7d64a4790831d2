import { useEffect, useRef } from 'react'
import { namesPart } from '../i18n/names/load'
import { useModalContext, useSnapshot } from '../modal/context'
import { Button } from '../primitives/Button'
import { Spinner } from '../primitives/Spinner'
import { useMessagePart } from './useMessagePart'

/** The registered name (issue #19); Done goes back to the Account view, which now shows it. */
function RegisterAccountNameSuccessView() {
  const { client, t } = useModalContext()
  const name = useSnapshot().names?.registered
  const root = useRef<HTMLDivElement>(null)
  // Focus on Done: the one thing to do here (Button is a plain function component, so through its container).
  useEffect(() => root.current?.querySelector('button')?.focus(), [])
  return (
    <div className="latch-center" role="status" ref={root}>
      <p className="latch-muted">{t('names.success')}</p>
      <p className="latch-strong latch-mono" data-testid="latch-names-registered">
        {name}
      </p>
      <Button variant="primary" data-testid="latch-names-done" onClick={() => client.router.reset('Account')}>
        {t('names.done')}
      </Button>
    </div>
  )
}

export default function RegisterAccountNameSuccess() {
  const { t, locale } = useModalContext()
  return useMessagePart(namesPart, locale) ? <RegisterAccountNameSuccessView /> : <Spinner size="lg" label={t('modal.loading')} />
}
