import { useModalContext } from '../modal/context'
import { EmailForm } from './EmailForm'

/** A new e-mail for the embedded wallet; codes to the current and then the new address follow. */
export default function UpdateEmailWallet() {
  const { client, t } = useModalContext()
  return <EmailForm label={t('email.newLabel')} submit={t('email.save')} testId="latch-update-email" onSubmit={(email) => client.embeddedWallet.updateEmail(email)} />
}
