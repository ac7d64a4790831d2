/**
 * The frame's answers to the app's requests (spec §7), on top of its server's API. The frame-bridge host
 * has already checked the parent's origin and each payload's schema before any of these runs.
 */
import { classifyRpcMethod } from '@latch/frame-bridge'
import type { FrameHandlers } from '@latch/frame-bridge/host'
import { createAccounts } from './account'
import type { Api } from './api'
import type { createApprovals } from './approval'
import type { DeviceKey } from './deviceKey'
import { dappNameOf } from './dappName'
import { describeRequest } from './describe'
import type { FrameMeta } from './meta'
import type { FarcasterLogin } from './farcaster'
import type { SocialLogin } from './social'
import type { FrameStorage } from './storage'

export interface HandlerDeps {
  api: Api
  meta: FrameMeta
  storage: FrameStorage
  approvals: ReturnType<typeof createApprovals>
  social: SocialLogin
  farcaster: FarcasterLogin
  deviceKey: DeviceKey
  applyTheme(mode: 'light' | 'dark' | undefined, variables: Record<string, string | number> | undefined): void
  reload(): void
}

export function createHandlers({ api, meta, storage, approvals, social, farcaster, deviceKey, applyTheme, reload }: HandlerDeps): FrameHandlers {
  const supported = (chainId: string | number) => meta.chains.find((c) => String(c.chainId) === String(chainId))
  let chainId = storage.chainId() ?? meta.defaultChainId ?? meta.chains[0]?.chainId ?? 1
  if (!supported(chainId) && meta.chains[0]) chainId = meta.chains[0].chainId
  let dappName: string | undefined
  const accounts = createAccounts(api)
  const useChain = (requested: string | number | undefined) => {
    if (requested !== undefined && supported(requested)) chainId = Number(requested)
    return chainId
  }
  const login = (token: string) => {
    accounts.clear()
    storage.setToken(token)
  }

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
    GET_USER: ({ chainId: requested }) => accounts.fetchUser(useChain(requested)),
    GET_SOCIAL_REDIRECT_URI: ({ provider }, { origin }) => social.start(provider, origin),
    CONNECT_SOCIAL: async ({ uri, chainId: requested }, { signal }) => {
      const { token } = (await social.connect(uri, signal, { deviceKey: await deviceKey.publicKey() })) as { token: string }
      login(token)
      // The login's answer names the key's own address; which account is in use depends on the chain.
      return accounts.fetchUser(useChain(requested), signal)
    },
    GET_FARCASTER_URI: (_, { origin }) => farcaster.start(origin),
    CONNECT_FARCASTER: async (_, { signal }) => {
      const { token, userName } = await farcaster.connect(signal, { deviceKey: await deviceKey.publicKey() })
      login(token)
      // The app reads the user (GET_USER) next; the name is what the spec's reply carries.
      return { userName: userName || 'Farcaster' }
    },
    SIGN_OUT: async () => {
      try {
        if (storage.token()) await api('signout')
      } finally {
        accounts.clear()
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
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: meta.chains.filter((c) => c.smartAccounts).map((c) => c.chainId) }),
    INIT_SMART_ACCOUNT: async () => {
      const on = chainId
      const { address, isDeployed } = await api<{ address: string; isDeployed: boolean }>('account/smart', { chainId: on })
      accounts.deployed(on, address, isDeployed)
      return { address, isDeployed }
    },
    SET_PREFERRED_ACCOUNT: ({ type }) => accounts.setPreferred(type, chainId),
    RPC_REQUEST: async ({ method, params, chainId: requested }, { origin, signal }) => {
      const on = requested ?? chainId
      if (classifyRpcMethod(method) === 'unsafe') {
        const chain = supported(on)
        const account = await accounts.on(chain, signal)
        // Throws, before anything is shown, for a request the server would read differently or refuse.
        const described = describeRequest(method, params, chain, account)
        // The server signs only with an approval of this exact request, signed by this device's key (M6).
        const ticket = await api<{ id: string; challenge: string; requestHash: string }>('approval/start', { method, params: params as never, chainId: on }, signal)
        await approvals.ask({ described, origin, dappName }, signal)
        const approval = { id: ticket.id, signature: await deviceKey.sign(`latch-approval\n${ticket.id}\n${ticket.challenge}\n${ticket.requestHash}`) }
        // Approved: the app can no longer abort it (review M5). The frame finishes what the user approved
        // and returns its result (the hash), rather than leave a sent transaction the app was told failed.
        try {
          return await api<{ result: unknown }>('rpc', { method, params: params as never, chainId: on, approval })
        } finally {
          // Its first operation creates a smart account: ask the server again next time.
          if (chain && account?.type === 'smartAccount' && account.deployed !== true) accounts.forget(chain.chainId)
        }
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
