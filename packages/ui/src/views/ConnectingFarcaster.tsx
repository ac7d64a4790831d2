import { useEffect, useRef } from 'react'
import { farcasterPart } from '../i18n/farcaster/load'
import { errorLongText, errorText } from '../i18n/errorText'
import type { MessageKey } from '../i18n/en'
import { useModalContext, useSnapshot } from '../modal/context'
import { Button } from '../primitives/Button'
import { Icon } from '../primitives/Icon'
import { QrCode } from '../primitives/QrCode'
import { Spinner } from '../primitives/Spinner'
import { httpsUrl } from './httpsUrl'
import { useMessagePart } from './useMessagePart'

type Phase = 'preparing' | 'link' | 'insecure' | 'signingIn' | 'failed'

/**
 * Sign In With Farcaster (spec §2, §7): while the frame fetches the relay's link, a spinner; then the link as a QR code
 * to scan, an "Open Farcaster" link (on a phone the universal link opens the app) and a copy button, while the user
 * approves in Farcaster; on a failure, why, and a retry. Leaving the view cancels the login (core does).
 */
function ConnectingFarcasterView() {
  const { client, t } = useModalContext()
  const { embeddedWallet } = useSnapshot()
  const { status, error, farcasterUrl } = embeddedWallet
  const url = httpsUrl(farcasterUrl)
  const phase: Phase =
    status === 'error' ? 'failed' : status === 'connecting' ? 'signingIn' : farcasterUrl === undefined ? 'preparing' : url ? 'link' : 'insecure'
  const root = useRef<HTMLDivElement>(null)
  const arrived = useRef(false)
  // Failures land in state, where this view shows them.
  const start = () => void client.embeddedWallet.connectFarcaster().catch(() => {})

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit; later states belong to the login that runs
  useEffect(() => {
    // Opened by name rather than through connectFarcaster, no Farcaster login runs or failed here yet (the state may be
    // another login's): it starts one. The ref keeps a remounted effect (React's strict mode) from starting a second,
    // which would cancel the first.
    if (arrived.current) return
    arrived.current = true
    const farcasterLogin = embeddedWallet.socialProvider === 'farcaster' && (status === 'loading' || status === 'connecting' || status === 'error')
    if (!farcasterLogin) start()
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: each phase renders other controls, which may take the focused one away
  useEffect(() => {
    // A retry's button goes with the error, dropping focus to the page, outside the dialog: keep it in the dialog.
    const el = root.current
    const doc = el?.ownerDocument
    if (!el || !doc || (doc.activeElement && doc.activeElement !== doc.body)) return
    const target = el.querySelector<HTMLElement>('a[href], button') ?? el.closest<HTMLElement>('[role="dialog"]')
    target?.focus()
  }, [phase])

  const copy = async () => {
    if (!url) return
    try {
      await navigator.clipboard.writeText(url)
      client.showSnackbar('success', 'farcaster.copied' satisfies MessageKey)
    } catch {
      client.showSnackbar('error', 'farcaster.copyFailed' satisfies MessageKey)
    }
  }

  const failed = phase === 'failed' || phase === 'insecure'
  const shortText = phase === 'insecure' ? t('farcaster.insecureLink') : error ? errorText(t, error) : undefined
  const longText = phase === 'failed' && error ? errorLongText(t, error) : undefined
  const statusText = { preparing: t('farcaster.preparing'), link: t('farcaster.waiting'), signingIn: t('farcaster.signingIn'), insecure: '', failed: '' }[phase]

  return (
    <div className="latch-center" ref={root} data-testid="latch-farcaster" data-phase={phase}>
      {failed && (
        <div className="latch-center" role="alert">
          <p className="latch-strong latch-error" data-testid="latch-farcaster-error">
            {shortText}
          </p>
          {/* A frame's own message comes as both texts: once is enough. */}
          {longText && longText !== shortText && <p className="latch-muted">{longText}</p>}
        </div>
      )}
      {url && phase === 'link' && (
        <>
          <div data-testid="latch-farcaster-qr">
            <QrCode value={url} label={t('farcaster.qrLabel')} />
          </div>
          <p className="latch-muted">{t('farcaster.scan')}</p>
          <a className="latch-btn" data-variant="primary" href={url} target="_blank" rel="noopener noreferrer" data-testid="latch-farcaster-open">
            {t('farcaster.open')} <Icon name="external" />
            <span className="latch-sr">{t('farcaster.newTab')}</span>
          </a>
          <Button data-testid="latch-farcaster-copy" onClick={copy}>
            <Icon name="copy" /> {t('farcaster.copy')}
          </Button>
        </>
      )}
      {(phase === 'preparing' || phase === 'signingIn') && <Spinner size="lg" />}
      {/* One polite region for the whole visit: a region that appears with its text is often not read out. */}
      <p className="latch-muted" role="status" aria-live="polite" data-testid="latch-farcaster-status">
        {statusText}
      </p>
      {failed && (
        <Button variant="primary" data-testid="latch-farcaster-retry" onClick={start}>
          {t('farcaster.retry')}
        </Button>
      )}
    </div>
  )
}

export default function ConnectingFarcaster() {
  const { locale, t } = useModalContext()
  return useMessagePart(farcasterPart, locale) ? <ConnectingFarcasterView /> : <Spinner size="lg" label={t('modal.loading')} />
}
