/**
 * English words of account-name registration (issue #19): a part of the catalogue that loads with the Account view's
 * entry and the RegisterAccountName views, so the connect button does not carry them. Checked against `de.ts` beside it.
 */
export const namesEn = {
  'title.RegisterAccountName': 'Choose a Name',
  'title.RegisterAccountNameSuccess': 'Name Registered',
  'names.entry': 'Choose an account name',
  'names.label': 'Account name',
  'names.hint': 'Letters, digits and hyphens only, at least 4 characters.',
  'names.checking': 'Checking…',
  'names.available': 'Available',
  'names.taken': 'Taken',
  'names.suggestions': 'These are free:',
  'names.useSuggestion': 'Use {name}',
  'names.rule.length': 'A name has at least 4 characters.',
  'names.rule.characters': 'A name has only letters, digits and hyphens.',
  'names.register': 'Register',
  'names.signing': 'Sign the message in your wallet…',
  'names.registering': 'Registering…',
  'names.rejected': 'You declined the signature, so nothing was registered.',
  'names.failed': 'The name was not registered: {reason}',
  'names.success': 'Your account is now called',
  'names.done': 'Done',
  'error.NAME_INVALID': 'This name is not allowed',
  'error.NAME_TAKEN': 'This name is taken',
  'error.NAME_REQUEST_EXPIRED': 'The signed request expired',
  'error.NAME_REQUEST_REPLAYED': 'This request was already used',
  'error.NAME_BAD_SIGNATURE': 'The signature does not match',
  'error.NAME_WRONG_PARENT': 'Wrong name service',
  'error.NAME_RATE_LIMITED': 'Too many attempts',
  'error.NAME_SERVICE_UNAVAILABLE': 'The name service is unavailable',
  'error.NAME_INVALID.long': 'A name has only letters, digits and hyphens, and at least 4 characters.',
  'error.NAME_TAKEN.long': 'Someone registered this name first. Choose another one, or one of the suggestions.',
  'error.NAME_REQUEST_EXPIRED.long': 'The signed message is valid for 5 minutes and that time passed. Register again to sign a new one.',
  'error.NAME_REQUEST_REPLAYED.long': 'The name service has already seen this signed message. Register again to sign a new one.',
  'error.NAME_BAD_SIGNATURE.long': 'The name service could not match the signature to this account. Make sure the wallet signs with the connected account, then try again.',
  'error.NAME_WRONG_PARENT.long': 'The name service does not register names under this parent. The site’s name settings need fixing.',
  'error.NAME_RATE_LIMITED.long': 'The name service is limiting requests from this device. Wait a minute and try again.',
  'error.NAME_SERVICE_UNAVAILABLE.long': 'The name service could not be reached or answered unexpectedly. Try again later.',
} as const

export type NamesMessageKey = keyof typeof namesEn
