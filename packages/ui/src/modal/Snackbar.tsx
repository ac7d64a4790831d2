import type { SnackbarState } from '@latch/core'
import { isMessageKey, type Translate } from '../i18n/translate'
import { Icon } from '../primitives/Icon'
import { Spinner } from '../primitives/Spinner'
import { useModalContext, useSnapshot } from './context'

/** Core and the views name their message by key; a key the catalogues lack is a host app's own text, shown as given. */
function snackbarText(t: Translate, { messageKey, params }: SnackbarState): string {
  return isMessageKey(messageKey) ? t(messageKey, params) : messageKey
}

export function Snackbar() {
  const { client, t } = useModalContext()
  const { snackbar } = useSnapshot()
  // The live region stays mounted so screen readers announce each new message.
  return (
    <div role="status" aria-live="polite" className={snackbar.open ? undefined : 'latch-sr'}>
      {snackbar.open && (
        <div className="latch-snackbar" data-variant={snackbar.variant} data-testid="latch-snackbar">
          {snackbar.variant === 'loading' && <Spinner />}
          <span>{snackbarText(t, snackbar)}</span>
          <button type="button" className="latch-iconbtn" aria-label={t('snackbar.close')} onClick={() => client.hideSnackbar()}>
            <Icon name="close" />
          </button>
        </div>
      )}
    </div>
  )
}
