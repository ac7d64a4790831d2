/**
 * Test stand-ins for the browser boundary: windows at given origins that deliver `postMessage` the way
 * browsers do — asynchronously, structured-cloned, dropped when the target origin does not match, with
 * `event.origin` and `event.source` set from the sender. Exported as `@latch/frame-bridge/testing`.
 */
type Listener = (event: MessageEvent) => void

export class FakeWindow {
  readonly listeners = new Set<Listener>()
  /** Every message posted to this window, delivered or not, with the target origin the sender gave. */
  readonly received: { message: unknown; targetOrigin: string; from: string }[] = []
  parent: ReturnType<FakeWindow['viewFrom']> | null = null
  location?: { ancestorOrigins?: string[] }
  document?: { referrer: string }
  private readonly views = new Map<FakeWindow, { postMessage(message: unknown, targetOrigin: string): void }>()

  constructor(readonly origin: string) {}

  addEventListener(_type: 'message', listener: Listener) {
    this.listeners.add(listener)
  }

  removeEventListener(_type: 'message', listener: Listener) {
    this.listeners.delete(listener)
  }

  /** This window as `sender` sees it (its WindowProxy): posting through it sets `event.source` to `sender`'s view. */
  viewFrom(sender: FakeWindow) {
    let view = this.views.get(sender)
    if (!view) {
      view = { postMessage: (message: unknown, targetOrigin: string) => this.deliver(message, targetOrigin, sender) }
      this.views.set(sender, view)
    }
    return view
  }

  /** What `sender` would see arrive from a window at `from` (for forging messages in tests). */
  deliver(message: unknown, targetOrigin: string, sender: FakeWindow) {
    this.received.push({ message, targetOrigin, from: sender.origin })
    if (targetOrigin !== '*' && targetOrigin !== this.origin) return
    const data = structuredClone(message)
    const source = sender.viewFrom(this)
    setTimeout(() => {
      for (const listener of [...this.listeners]) listener({ data, origin: sender.origin, source } as unknown as MessageEvent)
    }, 0)
  }
}

/** An app window with a frame at `frameOrigin` whose parent is the app. */
export function windowPair(appOrigin = 'https://app.example', frameOrigin = 'https://frame.example') {
  const app = new FakeWindow(appOrigin)
  const frame = new FakeWindow(frameOrigin)
  frame.parent = app.viewFrom(frame)
  frame.location = { ancestorOrigins: [appOrigin] }
  let removed = false
  const element = {
    get contentWindow() {
      return removed ? null : frame.viewFrom(app)
    },
    remove: () => {
      removed = true
    },
  }
  return { app, frame, element, frameUrl: `${frameOrigin}/frame` }
}
