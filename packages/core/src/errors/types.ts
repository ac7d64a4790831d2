/** A serialisable view of a LatchError, for state and UI (spec §8: every alert has a short and a long message). */
export interface LatchErrorInfo {
  /** The error class name, e.g. `ProjectIdNotConfiguredError`. */
  name: string
  /** A stable code, e.g. `PROJECT_ID_NOT_CONFIGURED`. */
  code: string
  shortMessage: string
  longMessage: string
}
