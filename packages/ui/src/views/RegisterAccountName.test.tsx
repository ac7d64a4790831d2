import { createMockAdapter, createTestLatch, fakeNameFetch, type FakeNameFetchOptions } from '@latch/core/internal'
import { httpNameService } from '@latch/core/names'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchModal } from '../modal/LatchModal'

afterEach(cleanup)

const ME = 'eip155-Me01'

/** The Account view of a connected account, the name service behind a fetch faked at the network boundary. */
async function account(service: FakeNameFetchOptions | false = {}, locale: 'en' | 'de' = 'en') {
  const evm = createMockAdapter('eip155', { accounts: [{ address: ME, type: 'eoa' }], connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }] })
  const server = fakeNameFetch(service || {})
  const names = service === false ? {} : { names: { source: httpNameService({ url: 'https://dapp.example/names', parent: 'latch.id', fetch: server.fetch }), parent: 'latch.id' } }
  const { latch } = createTestLatch([evm], { locale, ...names })
  render(<LatchModal client={latch} />)
  await act(() => latch.connect('io.metamask'))
  await act(() => latch.open())
  await screen.findByTestId('latch-account-address')
  return { latch, evm, server }
}

async function openRegistration() {
  fireEvent.click(await screen.findByTestId('latch-account-name-entry'))
  return screen.findByTestId('latch-names-input')
}

const availability = () => screen.getByTestId('latch-names-availability')

describe('RegisterAccountName (issue #19)', () => {
  it('is not offered without a name service', async () => {
    const { server } = await account(false)
    await screen.findByTestId('latch-account-networks')
    expect(screen.queryByTestId('latch-account-name-entry')).toBeNull()
    expect(server.state.asked).toEqual([])
  })

  it('checks the label as it is typed, offers suggestions for a taken one, registers, and the account shows the name', async () => {
    const { latch, server } = await account({ taken: { alice: 'eip155-other' }, suggestions: ['alice1'] })
    const input = (await openRegistration()) as HTMLInputElement
    // The view focuses its field in an effect, which may run after the field is in the DOM.
    await waitFor(() => expect(document.activeElement).toBe(input))
    expect(screen.getByTestId('latch-names-parent').textContent).toBe('.latch.id')
    expect((screen.getByTestId('latch-names-register') as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(input, { target: { value: 'al' } })
    await waitFor(() => expect(availability().textContent).toBe('A name has at least 4 characters.'))
    fireEvent.change(input, { target: { value: 'alice' } })
    await waitFor(() => expect(availability().textContent).toBe('Taken: alice.latch.id'), { timeout: 2000 })
    expect((screen.getByTestId('latch-names-register') as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByTestId('latch-names-suggestion-alice1'))
    expect(input.value).toBe('alice1')
    await waitFor(() => expect(availability().textContent).toBe('Available: alice1.latch.id'), { timeout: 2000 })
    fireEvent.click(screen.getByTestId('latch-names-register'))
    expect((await screen.findByTestId('latch-names-registered')).textContent).toBe('alice1.latch.id')
    expect(server.state.posted).toHaveLength(1)
    fireEvent.click(screen.getByTestId('latch-names-done'))
    await waitFor(() => expect(screen.getByTestId('latch-account-address').textContent).toBe('alice1.latch.id'))
    expect(screen.queryByTestId('latch-account-name-entry')).toBeNull()
    expect(latch.getSnapshot().router.view).toBe('Account')
  })

  it('says a declined signature posted nothing, and stays on the form', async () => {
    const { evm, server } = await account()
    const input = await openRegistration()
    fireEvent.change(input, { target: { value: 'alice' } })
    await waitFor(() => expect(availability().getAttribute('data-status')).toBe('available'), { timeout: 2000 })
    evm.wallet.reject.sign = true
    fireEvent.click(screen.getByTestId('latch-names-register'))
    expect((await screen.findByTestId('latch-names-error')).textContent).toBe('You declined the signature, so nothing was registered.')
    expect(server.state.posted).toEqual([])
    expect(screen.getByTestId('latch-names-input')).toBeTruthy()
  })

  it('says why the service refused, in German too', async () => {
    await account({ failNext: 'EXPIRED' }, 'de')
    const input = await openRegistration()
    fireEvent.change(input, { target: { value: 'alice' } })
    await waitFor(() => expect(availability().textContent).toBe('Verfügbar: alice.latch.id'), { timeout: 2000 })
    fireEvent.click(screen.getByTestId('latch-names-register'))
    const error = await screen.findByTestId('latch-names-error')
    expect(error.getAttribute('data-code')).toBe('NAME_REQUEST_EXPIRED')
    expect(error.textContent).toBe('Der Name wurde nicht registriert: Die signierte Anfrage ist abgelaufenDie signierte Nachricht gilt 5 Minuten, und die sind vorbei. Registriere erneut, um eine neue zu signieren.')
  })

  it('names the account from the service when the Account view shows and the address has a name', async () => {
    const { server } = await account({ taken: { alice: ME } })
    await waitFor(() => expect(screen.getByTestId('latch-account-address').textContent).toBe('alice.latch.id'))
    expect(server.state.asked).toEqual([`GET /names/v1/addresses/${ME}`])
    expect(screen.queryByTestId('latch-account-name-entry')).toBeNull()
  })
})
