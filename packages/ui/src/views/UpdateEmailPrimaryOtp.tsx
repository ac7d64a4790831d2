import { useModalContext, useSnapshot } from '../modal/context'
import { OtpForm } from './OtpForm'

/** First code of an e-mail change: the one sent to the current address. */
export default function UpdateEmailPrimaryOtp() {
  const { client, t } = useModalContext()
  const current = useSnapshot().embeddedWallet.email ?? ''
  return (
    <div className="latch-center">
      <p className="latch-muted">{t('otp.sentTo', { email: current })}</p>
      <OtpForm onSubmit={(code) => client.embeddedWallet.updateEmailPrimaryOtp(code)} />
    </div>
  )
}
