import { Icon } from '../primitives/Icon'
import { Spinner } from '../primitives/Spinner'
import { useModalContext, useSnapshot } from './context'

export function Snackbar() {
  const { client, t } = useModalContext()
  const { snackbar } = useSnapshot()
  // The live region stays mounted so screen readers announce each new message.
  return (
    <div role="status" aria-live="polite" className={snackbar.open ? undefined : 'latch-sr'}>
      {snackbar.open && (
        <div className="latch-snackbar" data-variant={snackbar.variant} data-testid="latch-snackbar">
          {snackbar.variant === 'loading' && <Spinner />}
          <span>{snackbar.message}</span>
          <button type="button" className="latch-iconbtn" aria-label={t('snackbar.close')} onClick={() => client.hideSnackbar()}>
            <Icon name="close" />
          </button>
        </div>
      )}
    </div>
  )
}
