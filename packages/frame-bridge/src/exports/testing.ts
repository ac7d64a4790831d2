// Test kit: the browser boundary in memory (windows that post like browsers do) and a frame built on it.
export { FakeWindow, windowPair } from '../testing/fakeWindows'
export { createMemoryFrame } from '../testing/memoryFrame'
