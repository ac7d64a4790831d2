import { AppKitNotCreatedError } from '@latch/core'
import { renderHook } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { useAppKit } from './useAppKit'
import { useAppKitAccount } from './useAppKitAccount'

// This file never calls createAppKit (vitest isolates module state per file), so no instance exists.
test('a hook used before createAppKit throws the catalogue error', () => {
  // React reports the render error to the console as well; keep the output clean.
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  expect(() => renderHook(() => useAppKitAccount())).toThrow(AppKitNotCreatedError)
  expect(() => renderHook(() => useAppKit())).toThrow('Please call createAppKit before using useAppKit')
  consoleError.mockRestore()
})
