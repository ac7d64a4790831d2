import { createMockAdapter, createTestLatch, deferred } from '@latch/core/internal'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ViewModule, ViewRegistry } from '../views/types'
import { LatchModal } from './LatchModal'
import { preloadView } from './viewModules'

afterEach(cleanup)

const Hello = () => <p data-testid="hello">hello</p>
const Broken = () => {
  throw new Error('render failed')
}


const loaded = (component: ViewModule['default']) => async (): Promise<ViewModule> => ({ default: component })
const from = (next: () => Promise<ViewModule>) => () => next()

// As on a page that warmed the modal: the client's connection code is loaded, so open() acts in the same tick.
const setup = async (registry: ViewRegistry) => {
  const { latch } = createTestLatch([createMockAdapter('eip155')], { locale: 'en' })
  await latch.ready
  render(<LatchModal client={latch} registry={registry} />)
  return latch
}

describe('ViewHost', () => {
  it('renders a preloaded view in the same commit as the dialog: no spinner, no Suspense hold-back', async () => {
    const registry: ViewRegistry = { Connect: loaded(Hello) }
    preloadView(registry, 'Connect')
    await Promise.resolve()
    await Promise.resolve()
    const latch = await setup(registry)
    act(() => void latch.open())
    expect(screen.getByTestId('hello')).toBeTruthy()
  })

  it('shows a spinner while the chunk loads, then the view', async () => {
    const load = deferred<ViewModule>()
    const latch = await setup({ Connect: from(() => load.promise) })
    act(() => void latch.open())
    expect(screen.getByRole('status', { name: 'Wallet' })).toBeTruthy()
    expect(screen.queryByTestId('hello')).toBeNull()
    await act(async () => load.resolve({ default: Hello }))
    expect(screen.getByTestId('hello')).toBeTruthy()
  })

  it('a chunk that fails to load offers a retry that fetches it again', async () => {
    const attempts: ReturnType<typeof deferred<ViewModule>>[] = []
    const latch = await setup({
      Connect: from(() => {
        attempts.push(deferred<ViewModule>())
        return (attempts.at(-1) as ReturnType<typeof deferred<ViewModule>>).promise
      }),
    })
    act(() => void latch.open())
    await act(async () => attempts[0]?.reject(new TypeError('Failed to fetch dynamically imported module')))
    expect(screen.getByRole('alert').textContent).toContain('could not be loaded')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(attempts).toHaveLength(2)
    await act(async () => attempts[1]?.resolve({ default: Hello }))
    expect(screen.getByTestId('hello')).toBeTruthy()
  })

  it('a view that throws while rendering shows the retry, not a blank modal', async () => {
    const registry: ViewRegistry = { Connect: loaded(Broken) }
    const latch = await setup(registry)
    const quiet = console.error
    console.error = () => {}
    try {
      await act(async () => void latch.open())
    } finally {
      console.error = quiet
    }
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('could not be loaded')
  })
})
