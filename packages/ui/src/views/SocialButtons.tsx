import { useModalContext, useSnapshot } from '../modal/context'
import { BrandMark, isBrandName } from '../primitives/BrandMark'
import { Button } from '../primitives/Button'
import { socialName } from './socialName'


/**
 * The first configured provider as a wide button with its name, the others as a row of logo buttons (the shape
 * users know from the original product: one tall column of "Continue with …" buttons pushed the wallets out of
 * view). Each logo button is named "Continue with …" for screen readers and shows it as a tooltip. For an OpenID Connect provider the popup is opened here, in the click
 * itself — a popup opened after an await is blocked by browsers — and core then points it at the provider. Farcaster
 * needs no popup: its view shows a QR code and a link to the Farcaster app.
 */
export function SocialButtons() {
  const { client, t } = useModalContext()
  const { socialProviders } = useSnapshot().embeddedWallet
  const start = (provider: (typeof socialProviders)[number]) => {
    // Failures land in state; the ConnectingSocial and ConnectingFarcaster views show them.
    if (provider === 'farcaster') {
      client.embeddedWallet.connectFarcaster().catch(() => {})
      return
    }
    const popup = window.open('', 'latch-social', 'popup,width=480,height=640')
    client.embeddedWallet.connectSocial(provider, popup).catch(() => {})
  }
  const [first, ...rest] = socialProviders
  const logo = (p: string) => (isBrandName(p) ? <BrandMark name={p} /> : null)
  return (
    <fieldset className="latch-fieldset latch-socials" aria-label={t('title.ConnectingSocial')}>
      {first && (
        <Button className="latch-social-wide" data-testid={`latch-social-${first}`} onClick={() => start(first)}>
          {logo(first)}
          {t('social.continueWith', { provider: socialName(first) })}
        </Button>
      )}
      {rest.length > 0 && (
        <div className="latch-social-icons">
          {rest.map((p) => {
            const label = t('social.continueWith', { provider: socialName(p) })
            return (
              <button key={p} type="button" className="latch-social-icon" data-testid={`latch-social-${p}`} aria-label={label} title={label} onClick={() => start(p)}>
                {logo(p) ?? socialName(p).charAt(0)}
              </button>
            )
          })}
        </div>
      )}
    </fieldset>
  )
}
