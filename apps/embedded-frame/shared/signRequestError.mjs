// A signing request the wallet refuses to show or sign, because it could be read in two ways or holds
// something the approval screen cannot show. The message is for the user (the app passes it on).

export class SignRequestError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message)
    this.name = 'SignRequestError'
    /** JSON-RPC "invalid params": the frame passes this code to the app. */
    this.code = -32602
    /** The frame server answers with this HTTP status (its error handler reads `status`). */
    this.status = 400
  }
}
