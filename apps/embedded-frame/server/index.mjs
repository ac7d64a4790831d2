export { startFrameServer } from './frameServer.mjs'
export { startOidcProvider } from './oidcProvider.mjs'
export { webhookDelivery } from './mail.mjs'
export { SOCIAL_PROVIDERS } from './social.mjs'
