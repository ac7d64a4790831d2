import { useModalContext, useSnapshot } from '../modal/context'
import { OtpForm } from './OtpForm'

/** The login code sent to the user's e-mail; a new one can be asked for (not within 30 s of the last). */
export default function EmailVerifyOtp() {
  const { client, t } = useModalContext()
  const email = useSnapshot().router.data?.email ?? ''
  return (
    <div className="latch-center">
      <p className="latch-muted" data-testid="latch-otp-sent-to">
        {t('otp.sentTo', { email })}
      </p>
      <OtpForm onSubmit={(code) => client.embeddedWallet.connectOtp(code)} onResend={() => client.embeddedWallet.connectEmail(email)} />
    </div>
  )
}
