import { expect, test } from 'vitest'
import * as exports from './index'

test('the public API', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "AppKitAccountButton",
      "AppKitButton",
      "AppKitConnectButton",
      "AppKitModal",
      "AppKitNetworkButton",
      "AppKitProvider",
      "cookieStorage",
      "cookieToInitialState",
      "createAppKit",
      "useAppKit",
      "useAppKitAccount",
      "useAppKitEvents",
      "useAppKitNetwork",
      "useAppKitProvider",
      "useAppKitState",
      "useAppKitTheme",
      "useDisconnect",
      "useWalletInfo",
    ]
  `)
})
