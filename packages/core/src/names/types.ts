/**
 * Account-name registration (issue #19): the name service the modal speaks to, the host's option, and the state of
 * the RegisterAccountName view. A name is `<label>.<parent>` (`alice.latch.id`); the parent is the host's.
 */
import type { LatchErrorInfo } from '../errors/types'
import type { ChainNamespace } from '../types/chain'

/** The service's answer for a label. `suggestions` are labels (without the parent) that are free. */
export interface NameAvailability {
  name: string
  available: boolean
  address?: string
  suggestions?: string[]
}

export interface NameService {
  availability(label: string, options?: { signal?: AbortSignal }): Promise<NameAvailability>
  /** Posts the signed registration message; resolves with the registered name and its address. */
  register(request: { message: string; signature: string }, options?: { signal?: AbortSignal }): Promise<{ name: string; address: string }>
  /** The name registered for an address, or null. */
  nameOf(address: string, options?: { signal?: AbortSignal }): Promise<string | null>
}

/**
 * `names`: the host's name service — `{ url }` of a `@latch/name-server` handler, or any `NameService` — and the
 * parent every name is registered under. Absent: no registration is offered.
 */
export type NamesOptions = ({ url: string } | { source: NameService }) & {
  parent: string
  /**
   * The namespaces whose accounts the service names (its API takes their addresses). Default `['eip155']`: ENS names
   * EVM addresses. The Account view offers registration, and asks the service, only for these.
   */
  namespaces?: readonly ChainNamespace[]
}

/** Whether the label in the input can be registered, as last checked. */
export type NameAvailabilityState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'available'; name: string }
  | { status: 'taken'; name: string; suggestions: readonly string[] }
  /** The label breaks spec §5's rule; `message` is the rule's English text. */
  | { status: 'invalid'; message: string }
  /** The service could not be asked. */
  | { status: 'error'; error: LatchErrorInfo }

export interface NamesState {
  parent: string
  label: string
  availability: NameAvailabilityState
  /** `signing`: the wallet shows the message; `registering`: the signed message is posted. */
  status: 'idle' | 'signing' | 'registering' | 'error'
  /** Why the last registration failed (status `error`). */
  error?: LatchErrorInfo
  /** The name registered last, for the success view. */
  registered?: string
}
