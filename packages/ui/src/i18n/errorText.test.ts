import {
  AdapterForNamespaceNotFoundError,
  CaipNetworkOrAddressUndefinedError,
  CaipNetworkUndefinedError,
  CapabilityNotSupportedError,
  ChainNotSupportedError,
  ConnectorNotFoundError,
  InvalidAmountError,
  InvalidAppConfigurationError,
  type LatchError,
  NetworkNotFoundError,
  NoAccountsError,
  ProjectIdNotConfiguredError,
  ProviderNotConnectedError,
  SessionExpiredError,
  UnknownNetworkError,
  UnsupportedChainError,
  UnverifiedDomainError,
  UserRejectedRequestError,
  WalletConnectConnectorNotFoundError,
} from '@latch/core'
import {
  EmailDependencyLoadError,
  EmailRateLimitError,
  EmbeddedWalletLoadError,
  EmbeddedWalletTimeoutError,
  FrameError,
  PopupBlockedError,
  RequestAbortedError,
  RpcMethodNotAllowedError,
  SocialLoginCancelledError,
  SomethingWentWrongError,
} from '@latch/core/embedded-wallet'
import { InvalidAddressError, InvalidInputError, RpcUnavailableError } from '@latch/core/errors'
import { describe, expect, it } from 'vitest'
import { en } from './en'
import { errorLongText, errorMessage, errorText } from './errorText'
import { createTranslate, loadCatalogue } from './translate'

const english = createTranslate(en)

// Every catalogue error a view, the alert banner or a snackbar can show.
const shown: LatchError[] = [
  new NetworkNotFoundError(),
  new InvalidAppConfigurationError(),
  new SessionExpiredError(),
  new ProjectIdNotConfiguredError(),
  new UnverifiedDomainError(),
  new UnsupportedChainError(),
  new EmbeddedWalletLoadError(),
  new EmbeddedWalletTimeoutError(),
  new EmailDependencyLoadError(),
  new EmailRateLimitError({ retryAfterSeconds: 12 }),
  new RequestAbortedError(),
  new SomethingWentWrongError(),
  new RpcMethodNotAllowedError({ method: 'eth_sign' }),
  new ChainNotSupportedError(),
  new UserRejectedRequestError(),
  new SocialLoginCancelledError(),
  new PopupBlockedError(),
  new AdapterForNamespaceNotFoundError({ namespace: 'solana' }),
  new CaipNetworkUndefinedError(),
  new CaipNetworkOrAddressUndefinedError(),
  new WalletConnectConnectorNotFoundError(),
  new ConnectorNotFoundError({ connectorId: 'x' }),
  new NoAccountsError({ namespace: 'eip155', connectorId: 'x' }),
  new ProviderNotConnectedError({ namespace: 'eip155' }),
  new UnknownNetworkError({ namespace: 'eip155', caipNetworkId: 'eip155:5' }),
  new CapabilityNotSupportedError({ namespace: 'solana', capability: 'Sending' }),
  new InvalidAmountError({ value: 'x', decimals: 2, reason: 'malformed' }),
  new InvalidAddressError({ namespace: 'eip155', address: 'x', rule: '0x and 40 hex digits' }),
  new RpcUnavailableError({ namespace: 'eip155', caipNetworkId: 'eip155:1', urls: [] }),
]

describe('errorText', () => {
  it('every error the modal shows has a key, and its English is what core says (one wording, two places)', () => {
    for (const error of shown) {
      expect(errorMessage(error), error.code).toBeDefined()
      expect(errorText(english, error)).toBe(error.shortMessage)
      expect(errorText(english, error.toInfo()), error.code).toBe(error.shortMessage)
    }
  })

  it('German words the code, filling placeholders from the thrown error', async () => {
    const german = createTranslate(await loadCatalogue('de'))
    expect(errorText(german, new UserRejectedRequestError())).toBe('Anfrage abgelehnt')
    expect(errorText(german, new UserRejectedRequestError().toInfo())).toBe('Anfrage abgelehnt')
    expect(errorText(german, new EmailRateLimitError({ retryAfterSeconds: 12 }))).toBe('Bitte versuche es in 12 Sekunden erneut')
    // Kept in state, the error lost its fields: its own message, rather than a placeholder.
    expect(errorText(german, new EmailRateLimitError({ retryAfterSeconds: 12 }).toInfo())).toBe('Please try again after 12 seconds')
  })

  it('a refused input is worded per field: the e-mail and the code a user types, in their language', async () => {
    const german = createTranslate(await loadCatalogue('de'))
    const email = new InvalidInputError({ field: 'email', message: 'Enter a valid e-mail address' })
    const otp = new InvalidInputError({ field: 'otp', message: 'Enter the code from the e-mail' })
    expect([errorText(english, email), errorText(english, otp)]).toEqual([email.shortMessage, otp.shortMessage])
    expect(errorText(german, email)).toBe('Gib eine gültige E-Mail-Adresse ein')
    expect(errorText(german, new InvalidInputError({ field: 'newEmail', message: 'Enter a valid e-mail address' }))).toBe('Gib eine gültige E-Mail-Adresse ein')
    expect(errorText(german, otp)).toBe('Gib den Code aus der E-Mail ein')
    // A developer's mistake (a malformed batch of calls) keeps its own, specific message.
    expect(errorText(german, new InvalidInputError({ field: 'wallet_sendCalls', message: 'to must start with 0x' }))).toBe('to must start with 0x')
  })

  it('falls back to the error’s own message for a code no catalogue words, and for foreign errors', async () => {
    const german = createTranslate(await loadCatalogue('de'))
    expect(errorText(german, new FrameError({ message: 'OTP expired' }))).toBe('OTP expired')
    expect(errorText(german, new Error('boom'))).toBe('boom')
    expect(errorText(german, 'plain')).toBe('plain')
    expect(errorMessage(new Error('boom'))).toBeUndefined()
  })

  it('translates a long message only while it is the catalogue’s fixed text', async () => {
    const german = createTranslate(await loadCatalogue('de'))
    expect(errorLongText(german, new SessionExpiredError().toInfo())).toBe(
      'Deine Sitzung ist ungültig oder abgelaufen. Prüfe die Zeiteinstellungen deines Geräts und verbinde dich erneut.',
    )
    const specific = new InvalidAppConfigurationError({ reason: 'Origin https://a.example is not on the allow list.' }).toInfo()
    expect(errorLongText(german, specific)).toBe('Origin https://a.example is not on the allow list.')
    for (const error of shown) expect(errorLongText(english, error)).toBe(error.longMessage)
  })
})
