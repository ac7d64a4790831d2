import { formatSiwxMessage } from '../siwx/formatMessage'
import type { SiwxConfig, SiwxSession } from '../siwx/types'

/**
 * A SIWX config that keeps sessions in memory and accepts every signature: for tests and stories (a real
 * one verifies on the dapp's backend). `reject` makes `addSession` refuse, as a backend would a bad signature.
 */
export function createMemorySiwx({ required = false, domain = 'app.example', reject }: { required?: boolean; domain?: string; reject?: () => Error | undefined } = {}) {
  let sessions: SiwxSession[] = []
  let counter = 0
  const config: SiwxConfig & { sessions: () => SiwxSession[] } = {
    required,
    sessions: () => sessions,
    async createMessage(input) {
      const data = { ...input, domain, uri: `https://${domain}`, version: '1', nonce: `nonce${++counter}abcdef`, issuedAt: new Date(0).toISOString(), statement: 'Sign in to the test app.' }
      return { ...data, toString: () => formatSiwxMessage(data) }
    },
    async addSession(session) {
      const error = reject?.()
      if (error) throw error
      sessions = [...sessions, session]
    },
    async revokeSession(chainId, address) {
      sessions = sessions.filter((s) => !(s.data.chainId === chainId && s.data.accountAddress === address))
    },
    async setSessions(next) {
      sessions = [...next]
    },
    async getSessions(chainId, address) {
      return sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress.toLowerCase() === address.toLowerCase())
    },
  }
  return config
}
