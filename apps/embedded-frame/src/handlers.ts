/**
 * The frame's answers to the app's requests (spec §7), on top of its server's API. The frame-bridge host
 * has already checked the parent's origin and each payload's schema before any of these runs.
 */
import { classifyRpcMethod, type FrameRequestOutput } from '@latch/frame-bridge'
import type { FrameHandlers } from '@latch/frame-bridge/host'
import type { Api } from './api'
import type { createApprovals } from './approval'
import type { DeviceKey } from './deviceKey'
import { dappNameOf } from './dappName'
import { describeRequest } from './describe'
import type { FrameMeta } from './meta'
import type { SocialLogin } from './social'
import type { FrameStorage } from './storage'

type User = FrameRequestOutput<'GET_USER'>
interface ServerUser {
  email: string | null
  address: string
  userName: string | null
}

const NO_SMART_ACCOUNTS = 'Smart accounts are not available on this wallet'

export interface HandlerDeps {
  api: Api
  meta: FrameMeta
  storage: FrameStorage
  approvals: ReturnType<typeof createApprovals>
  social: SocialLogin
  deviceKey: DeviceKey
  applyTheme(mode: 'light' | 'dark' | undefined, variables: Record<string, string | number> | undefined): void
  reload(): void
}

export function createHandlers({ api, meta, storage, approvals, social, deviceKey, applyTheme, reload }: HandlerDeps): FrameHandlers {
  const supported = (chainId: string | number) => meta.chains.find((c) => String(c.chainId) === String(chainId))
  let chainId = storage.chainId() ?? meta.defaultChainId ?? meta.chains[0]?.chainId ?? 1
  if (!supported(chainId) && meta.chains[0]) chainId = meta.chains[0].chainId
  let dappName: string | undefined

  const userOf = (u: ServerUser): User => ({
    email: u.email,
    address: u.address,
    chainId,
    userName: u.userName,
    accounts: [{ address: u.address, type: 'eoa' }],
    preferredAccountType: 'eoa',
  })
  const useChain = (requested: string | number | undefined) => {
    if (requested !== undefined && supported(requested)) chainId = Number(requested)
  }
  const login = (token: string) => storage.setToken(token)

  return {
    // The site asking is named on the device-approval page (only if it is one of the project's origins).
    CONNECT_EMAIL: ({ email }, { origin }) => api<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' }>('email/start', { email, appOrigin: origin }),
    CONNECT_DEVICE: async (_, { signal }) => {
      await api('email/device', {}, signal)
      return {}
    },
    CONNECT_OTP: async ({ otp }) => {
      login((await api<{ token: string }>('email/verify', { otp, deviceKey: await deviceKey.publicKey() })).token)
      return {}
    },
    GET_USER: async ({ chainId: requested }) => {
      useChain(requested)
      return userOf(await api<ServerUser>('user'))
    },
    GET_SOCIAL_REDIRECT_URI: ({ provider }, { origin }) => social.start(provider, origin),
    CONNECT_SOCIAL: async ({ uri, chainId: requested }, { signal }) => {
      const { token, user } = (await social.connect(uri, signal, { deviceKey: await deviceKey.publicKey() })) as { token: string; user: ServerUser }
      login(token)
      useChain(requested)
      return userOf(user)
    },
    GET_FARCASTER_URI: () => Promise.reject(new Error('Farcaster login is not available on this wallet')),
    CONNECT_FARCASTER: () => Promise.reject(new Error('Farcaster login is not available on this wallet')),
    SIGN_OUT: async () => {
      try {
        if (storage.token()) await api('signout')
      } finally {
        storage.setToken(undefined)
      }
      return {}
    },
    IS_CONNECTED: async () => {
      if (!storage.token()) return { isConnected: false }
      // The server swaps an old token for a new one here (it rotates daily).
      const { isConnected, token } = await api<{ isConnected: boolean; token?: string }>('session')
      if (token) login(token)
      return { isConnected }
    },
    GET_CHAIN_ID: () => ({ chainId }),
    SWITCH_NETWORK: ({ chainId: requested }) => {
      if (!supported(requested)) throw new Error(`Chain ${requested} is not supported by this wallet`)
      chainId = Number(requested)
      storage.setChainId(chainId)
      return { chainId }
    },
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
    INIT_SMART_ACCOUNT: () => Promise.reject(new Error(NO_SMART_ACCOUNTS)),
    SET_PREFERRED_ACCOUNT: async ({ type }) => {
      if (type !== 'eoa') throw new Error(NO_SMART_ACCOUNTS)
      return { type, address: (await api<ServerUser>('user')).address }
    },
    RPC_REQUEST: async ({ method, params, chainId: requested }, { origin, signal }) => {
      const on = requested ?? chainId
      if (classifyRpcMethod(method) === 'unsafe') {
        // Throws, before anything is shown, for a request the server would read differently or refuse.
        const described = describeRequest(method, params, supported(on))
        // The server signs only with an approval of this exact request, signed by this device's key (M6).
        const ticket = await api<{ id: string; challenge: string; requestHash: string }>('approval/start', { method, params: params as never, chainId: on }, signal)
        await approvals.ask({ described, origin, dappName }, signal)
        const approval = { id: ticket.id, signature: await deviceKey.sign(`latch-approval\n${ticket.id}\n${ticket.challenge}\n${ticket.requestHash}`) }
        // Approved: the app can no longer abort it (review M5). The frame finishes what the user approved
        // and returns its result (the hash), rather than leave a sent transaction the app was told failed.
        return api<{ result: unknown }>('rpc', { method, params: params as never, chainId: on, approval })
      }
      return api<{ result: unknown }>('rpc', { method, params: params as never, chainId: on }, signal)
    },
    UPDATE_EMAIL: ({ email }) => api<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>('email/update', { email }),
    UPDATE_EMAIL_PRIMARY_OTP: async ({ otp }) => {
      await api('email/update/primary', { otp })
      return {}
    },
    UPDATE_EMAIL_SECONDARY_OTP: ({ otp }) => api<{ newEmail: string }>('email/update/secondary', { otp }),
    SYNC_THEME: ({ themeMode, themeVariables, w3mThemeVariables }) => {
      // The resolved set when the app sends one (the modal's look, defaults included), else the host's own.
      applyTheme(themeMode, w3mThemeVariables ?? themeVariables)
      return {}
    },
    SYNC_DAPP_DATA: ({ metadata }) => {
      dappName = dappNameOf(metadata?.name)
      return {}
    },
    RELOAD: () => {
      // After the reply is posted.
      setTimeout(reload, 0)
      return {}
    },
  }
}
