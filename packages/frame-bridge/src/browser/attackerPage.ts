// A page on another origin that holds a reference to the app's window and posts forged frame messages. It aims
// them at the app's origin, which it knows (it opened the app): they are delivered, and the app must still refuse
// them for coming from the wrong source.
import { readyMessage, sessionUpdateMessage, successMessage } from '../exports/index'

Object.assign(window, {
  __attack(target: Window, id: string, targetOrigin: string) {
    const forged = [
      readyMessage('666'),
      sessionUpdateMessage('stolen-session'),
      successMessage('GET_USER', id, { address: '0x000000000000000000000000000000000000dEaD', chainId: 1 }),
      { type: 'FRAME_GET_USER_ERROR', id, payload: { message: 'forged' } },
    ]
    for (let i = 0; i < 1000; i++) for (const message of forged) target.postMessage(message, targetOrigin)
  },
})
