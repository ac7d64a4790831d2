// Changing the e-mail (spec §4): a code to the current address proves the owner, a code to the new address
// proves it is theirs; only then does the address change.
import { HttpError } from './httpError.mjs'

/**
 * @param {{ users: import('./users.mjs').Users, codes: import('./codes.mjs').Codes }} deps
 */
export function createEmailUpdate({ users, codes }) {
  return {
    /** @param {{ user: import('./users.mjs').User, deviceId: string, newEmail: string }} request */
    async start({ user, deviceId, newEmail }) {
      if (!user.email) throw new HttpError(400, 'This account has no e-mail to change')
      if (newEmail === user.email) throw new HttpError(400, 'This is already your e-mail')
      if (users.byEmail(newEmail)) throw new HttpError(409, 'This e-mail belongs to another account')
      await codes.issue({ purpose: 'update-primary', email: user.email, deviceId, userId: user.id, newEmail })
      return /** @type {const} */ ('VERIFY_PRIMARY_OTP')
    },
    /** @param {{ user: import('./users.mjs').User, deviceId: string, otp: string }} attempt */
    async primary({ user, deviceId, otp }) {
      const { userId, newEmail } = codes.redeem({ purpose: 'update-primary', deviceId, otp })
      if (userId !== user.id || !newEmail) throw new HttpError(400, 'Invalid code')
      await codes.issue({ purpose: 'update-secondary', email: newEmail, deviceId, userId: user.id, newEmail })
    },
    /** @param {{ user: import('./users.mjs').User, deviceId: string, otp: string }} attempt */
    secondary({ user, deviceId, otp }) {
      const { userId, newEmail } = codes.redeem({ purpose: 'update-secondary', deviceId, otp })
      if (userId !== user.id || !newEmail) throw new HttpError(400, 'Invalid code')
      if (users.byEmail(newEmail)) throw new HttpError(409, 'This e-mail belongs to another account')
      users.setEmail(user.id, newEmail)
      return newEmail
    },
  }
}
