import { isMessageKey } from '../i18n/translate'
import { IconButton } from '../primitives/IconButton'
import { walletCache } from '../views/walletCache'
import type { RouterState } from '@latch/core'
import { useModalContext } from './context'

/** `router`: the one the shell shows, which is not the client's while the closed modal renders ahead. */
export function Header({ titleId, router }: { titleId: string; router: RouterState }) {
  const { client, t } = useModalContext()
  const key = `title.${router.view}`
  // A directory wallet's own view is titled with its name, as the user picked it.
  const walletName = router.view === 'ConnectingWalletConnect' && router.data?.walletId ? walletCache.get(router.data.walletId)?.name : undefined
  // A view without a catalogued title (one a later feature adds) is still named, so the dialog keeps its accessible name.
  const title = walletName ?? t(isMessageKey(key) ? key : 'title.fallback')
  return (
    <div className="latch-header">
      {router.history.length > 1 ? (
        <IconButton icon="back" label={t('modal.back')} data-testid="latch-modal-back" onClick={() => client.router.goBack()} />
      ) : (
        <span />
      )}
      <h2 className="latch-title" id={titleId}>
        {title}
      </h2>
      <IconButton icon="close" label={t('modal.close')} data-testid="latch-modal-close" onClick={() => client.close()} />
    </div>
  )
}
