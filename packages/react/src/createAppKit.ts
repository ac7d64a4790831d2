import { createDeferredLatch, type LatchEvent } from '@latch/core'
import { setAppKit } from './instance'
import { mountOnOpen } from './modal/mountOnOpen'
import type { AppKit, CreateAppKit } from './types'

export type { AppKit, CreateAppKit } from './types'

/**
 * Creates the app's AppKit instance and makes it the one the hooks and buttons use.
 * Call it once, outside components. Safe on a server: nothing here touches window or document.
 * https://docs.reown.com/appkit/react/core/installation
 */
export function createAppKit(options: CreateAppKit): AppKit {
  const appKit = buildAppKit(options)
  setAppKit(appKit)
  return appKit
}

/** Builds an instance without registering it (AppKitProvider registers the one React keeps). */
export function buildAppKit(options: CreateAppKit): AppKit {
  // The client itself loads after the page (see createDeferredLatch); the buttons paint from its start snapshot.
  const client = createDeferredLatch(options)
  // Embedded mode renders the modal where the host puts <AppKitModal/>; otherwise it goes to the body on first open.
  const stopModal = options.enableEmbedded ? () => {} : mountOnOpen(client)
  // Reown's events hook starts from a synthetic MODAL_CLOSE; stamped once per instance so it stays stable.
  const initialEvent: LatchEvent = { timestamp: Date.now(), data: { type: 'track', event: 'MODAL_CLOSE' } }
  const snapshot = () => client.getSnapshot()

  return {
    client,
    options: client.options,
    open: (openOptions) => client.open(openOptions),
    close: () => client.close(),
    getState: () => client.getState(),
    subscribeState: (callback) => client.subscribeState(callback),
    getThemeMode: () => snapshot().theme.themeMode,
    getThemeVariables: () => snapshot().theme.themeVariables,
    setThemeMode: (mode) => client.setThemeMode(mode),
    setThemeVariables: (variables) => client.setThemeVariables(variables),
    subscribeTheme: (callback) => client.watch((s) => s.theme, callback),
    getAccount: (namespace) => client.getAccount(namespace),
    getAddress: (namespace) => client.getAccount(namespace)?.address,
    getCaipAddress: (namespace) => client.getAccount(namespace)?.caipAddress,
    getIsConnectedState: () => client.getAccount()?.status === 'connected',
    subscribeAccount: (callback, namespace) => client.watch(() => client.getAccount(namespace), callback),
    getActiveChainNamespace: () => snapshot().activeNamespace,
    getCaipNetwork: (namespace) => client.getCaipNetwork(namespace),
    getCaipNetworkId: () => client.getCaipNetwork()?.caipNetworkId,
    getChainId: () => client.getCaipNetwork()?.id,
    subscribeNetwork: (callback) => client.watch(() => client.getCaipNetwork(), callback),
    switchNetwork: (network) => client.switchNetwork(network),
    disconnect: (namespace) => client.disconnect(namespace ? { namespace } : undefined),
    getEvent: () => snapshot().lastEvent ?? initialEvent,
    subscribeEvents: (callback) => client.subscribeEvents(callback),
    getWalletProvider: (namespace) => client.getProvider(namespace).walletProvider,
    getWalletProviderType: (namespace) => client.getProvider(namespace).walletProviderType,
    getWalletInfo: (namespace) => client.getWalletInfo(namespace),
    destroy: () => {
      stopModal()
      client.destroy()
    },
  }
}
