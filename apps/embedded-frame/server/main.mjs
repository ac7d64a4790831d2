#!/usr/bin/env node
// Runs the frame server from its configuration (see ../README.md); SIGINT / SIGTERM stop it cleanly.
import { loadConfig } from './config.mjs'
import { startFrameServer } from './frameServer.mjs'

let server
try {
  server = await startFrameServer(loadConfig(process.env))
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
console.log(`Latch embedded-wallet frame at ${server.frameUrl}`)
const stop = async () => {
  await server.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
