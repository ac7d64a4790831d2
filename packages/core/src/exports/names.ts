// @latch/core/names: account-name registration (issue #19) — the name service's interface, the HTTP service core
// loads lazily for `names: { url }`, the registration message and the typed error.
export { NameServiceError, type NameServiceFailure } from '../errors/names'
export { httpNameService, type HttpNameServiceOptions } from '../names/httpNameService'
export { randomNonce, registrationMessage, type RegistrationMessageInput } from '../names/message'
export type { NameAvailability, NameAvailabilityState, NameService, NamesOptions, NamesState } from '../names/types'
