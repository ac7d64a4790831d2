import { useModalContext, useSnapshot } from '../modal/context'
import { Button } from '../primitives/Button'

const NAMES: Record<string, string> = { google: 'Google', github: 'GitHub', apple: 'Apple', facebook: 'Facebook', x: 'X', discord: 'Discord', farcaster: 'Farcaster' }

export const socialName = (provider: string) => NAMES[provider] ?? provider

/**
 * One button per configured social provider. For an OpenID Connect provider the popup is opened here, in the click
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
  return (
    <fieldset className="latch-row latch-fieldset" aria-label={t('title.ConnectingSocial')}>
      {socialProviders.map((p) => (
        <Button key={p} data-testid={`latch-social-${p}`} onClick={() => start(p)}>
          {t('social.continueWith', { provider: socialName(p) })}
        </Button>
      ))}
    </fieldset>
  )
}
