import { useState } from 'react'
import { IconButton } from '../primitives/IconButton'
import { Icon } from '../primitives/Icon'
import { useModalContext, useSnapshot } from './context'
import { errorLongText, errorText } from '../i18n/errorText'

/** Start-up alerts of spec §8 (e.g. 'Project ID Not Configured'), dismissable for this page view. */
export function AlertBanner() {
  const { t } = useModalContext()
  const { alert } = useSnapshot()
  const [dismissed, setDismissed] = useState<string>()
  if (!alert || dismissed === alert.code) return null
  return (
    <div className="latch-alert" role="note" data-testid="latch-alert">
      <Icon name="warning" />
      <p>
        <strong>{errorText(t, alert)}</strong> {errorLongText(t, alert)}
      </p>
      <IconButton icon="close" label={t('alert.dismiss')} onClick={() => setDismissed(alert.code)} />
    </div>
  )
}
