import { loadOnce } from './loadOnce'

/**
 * A capability group whose code loads on first use: present, and whole, from construction (core reads the group's
 * shape synchronously), while each method forwards to the module `load` resolves. A failed load is tried again by
 * the next call rather than remembered.
 */
export function lazyMethods<T extends object>(load: () => Promise<T>, names: readonly (keyof T & string)[]): T {
  const loaded = loadOnce(load)
  const call = (name: keyof T & string) => async (...args: unknown[]) => ((await loaded())[name] as (...a: unknown[]) => unknown)(...args)
  return Object.fromEntries(names.map((name) => [name, call(name)])) as T
}
