/** A browser's cookie jar behind `document.cookie` (the one thing the ssr tests fake): what is set, as a browser keeps it. */
export function fakeCookieDocument() {
  const jar = new Map<string, string>()
  const writes: string[] = []
  return {
    jar,
    /** Every `document.cookie = …` line, attributes included. */
    writes,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(line: string) {
      writes.push(line)
      const [pair = '', ...attributes] = line.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq).trim()
      if (attributes.some((a) => a.trim().toLowerCase() === 'max-age=0')) jar.delete(name)
      else jar.set(name, pair.slice(eq + 1).trim())
    },
  }
}
