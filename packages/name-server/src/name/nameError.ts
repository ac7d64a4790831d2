/**
 * A refusal the API reports as `{ error: { code, message } }`: `code` is stable for the modal to branch on, `message`
 * is safe to show. TAKEN carries free alternatives.
 */
export type NameErrorCode = 'INVALID_NAME' | 'INVALID_MESSAGE' | 'TAKEN' | 'EXPIRED' | 'REPLAYED' | 'BAD_SIGNATURE' | 'WRONG_PARENT'

const STATUS: Record<NameErrorCode, number> = { INVALID_NAME: 400, INVALID_MESSAGE: 400, TAKEN: 409, EXPIRED: 400, REPLAYED: 409, BAD_SIGNATURE: 401, WRONG_PARENT: 400 }

export class NameError extends Error {
  override name = 'NameError'
  readonly code: NameErrorCode
  readonly status: number
  readonly suggestions?: string[]
  constructor(code: NameErrorCode, message: string, suggestions?: string[]) {
    super(message)
    this.code = code
    this.status = STATUS[code]
    if (suggestions) this.suggestions = suggestions
  }
}
