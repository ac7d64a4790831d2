import { useModalContext, useSnapshot } from '../modal/context'
import { OtpForm } from './OtpForm'

/** Second code of an e-mail change: the one sent to the new address. */
export default function UpdateEmailSecondaryOtp() {
  const { client, t } = useModalContext()
  const next = useSnapshot().router.data?.email ?? ''
  return (
    <div className="latch-center">
      <p className="latch-muted">{t('otp.sentTo', { email: next })}</p>
      <OtpForm onSubmit={(code) => client.embeddedWallet.updateEmailSecondaryOtp(code)} />
    </div>
  )
}
