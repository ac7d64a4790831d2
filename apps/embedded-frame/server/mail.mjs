// Outgoing mail. Every message is recorded in the database's `mail` table only when the dev mailbox is on
// (the local stack, tests; kept a day, ./purge.mjs); production hands messages to `deliver` (e.g. a
// transactional e-mail API) and keeps none.

/**
 * @typedef {{ to: string, subject: string, body: string }} Mail
 * @typedef {(mail: Mail) => Promise<void>} Deliver
 * @typedef {{ id: number, to: string, subject: string, body: string, createdAt: number }} SentMail
 */

/**
 * @param {{ db: import('./db.mjs').Db, devMailbox: boolean, deliver?: Deliver, now: () => number }} options
 * @returns {{ send(mail: Mail): Promise<void>, list(to?: string): Promise<SentMail[]> }}
 */
export function createMailer({ db, devMailbox, deliver, now }) {
  if (!devMailbox && !deliver) throw new TypeError('Configure mail delivery (deliver) or turn the dev mailbox on')
  return {
    async send(mail) {
      if (devMailbox) await db.run('INSERT INTO mail (to_addr, subject, body, created_at) VALUES ($1, $2, $3, $4)', [mail.to, mail.subject, mail.body, now()])
      if (deliver) await deliver(mail)
    },
    async list(to) {
      if (!devMailbox) return []
      const rows = to
        ? await db.all('SELECT * FROM mail WHERE to_addr = $1 ORDER BY id DESC LIMIT 100', [to.toLowerCase()])
        : await db.all('SELECT * FROM mail ORDER BY id DESC LIMIT 100')
      return rows.map((r) => ({ id: Number(r.id), to: String(r.to_addr), subject: String(r.subject), body: String(r.body), createdAt: Number(r.created_at) }))
    },
  }
}

/**
 * Delivery through an HTTP webhook (POST JSON `{ to, subject, text }`), the shape most transactional
 * e-mail services accept behind a small relay.
 * @param {{ url: string, token?: string }} options
 * @returns {Deliver}
 */
export function webhookDelivery({ url, token }) {
  return async (mail) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ to: mail.to, subject: mail.subject, text: mail.body }),
    })
    if (!res.ok) throw new Error(`Mail delivery failed (HTTP ${res.status})`)
  }
}
