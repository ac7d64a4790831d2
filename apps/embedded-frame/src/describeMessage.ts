/** personal_sign on the approval screen: the message as text when it is text, else its bytes with a warning. */
import type { PersonalSignRequest } from '../shared/signRequest.mjs'
import { utf8Of, visibleText } from './format'
import { type ChainInfo, type Described, networkRow, warningRow } from './rows'

export function describeMessage(request: PersonalSignRequest, chain: ChainInfo): Described {
  const text = utf8Of(request.message)
  if (text === undefined) {
    return {
      title: 'Sign message',
      rows: [warningRow('This message is not text: the wallet cannot tell what signing it means.'), { label: 'Message (bytes)', value: request.message, kind: 'code' }, networkRow(chain)],
    }
  }
  const shown = visibleText(text)
  return {
    title: 'Sign message',
    rows: [
      ...(shown.escaped ? [warningRow('The message contains invisible or direction-changing characters, written out as ⟨U+…⟩.')] : []),
      { label: 'Message', value: shown.text },
      networkRow(chain),
    ],
  }
}
