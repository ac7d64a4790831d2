import { useModalContext } from '../modal/context'
import { EmailForm } from './EmailForm'

/** The e-mail field of the Connect view: sends the login code (or starts device verification). */
export function EmailLoginForm() {
  const { client, t } = useModalContext()
  return (
    <EmailForm
      label={t('email.label')}
      labelHidden
      placeholder={t('email.placeholder')}
      submit={t('email.continue')}
      testId="latch-email"
      onSubmit={(email) => client.embeddedWallet.connectEmail(email)}
    />
  )
}
