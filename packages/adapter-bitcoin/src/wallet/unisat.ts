/**
 * Vendor-global wallets with Unisat's API: `window.unisat` and `window.okxwallet.bitcoin` (OKX copies it). One
 * address per account, so the connection has a payment address only. PSBTs go as hex; `autoFinalized: false`
 * because the adapter finalises (and checks) the transaction itself.
 */

export interface UnisatProvider {
  requestAccounts(): Promise<string[]>
  getAccounts(): Promise<string[]>
  getPublicKey?(): Promise<string>
  signMessage(message: string, type?: 'ecdsa' | 'bip322-simple'): Promise<string>
  signPsbt(psbtHex: string, options?: { autoFinalized?: boolean; toSignInputs?: { index: number; address?: string }[] }): Promise<string>
  on?(event: string, listener: (payload: unknown) => void): void
  removeListener?(event: string, listener: (payload: unknown) => void): void
  disconnect?(): Promise<void>
}

export const isUnisatLike = (value: unknown): value is UnisatProvider =>
  !!value && typeof (value as UnisatProvider).requestAccounts === 'function' && typeof (value as UnisatProvider).signPsbt === 'function'
