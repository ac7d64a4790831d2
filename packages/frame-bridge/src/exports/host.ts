// Frame side of the protocol: what the embedded-wallet frame runs.
export { createFrameHost, type FrameHandlers, type FrameHost, type FrameHostOptions, type HandlerContext, type HostWindow } from '../host/createFrameHost'
