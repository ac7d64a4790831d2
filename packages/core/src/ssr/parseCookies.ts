/** A `Cookie` header (or `document.cookie`) as name → value; a pair that does not decode is left out. */
export function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const raw of header.split(';')) {
    const pair = raw.trim()
    const eq = pair.indexOf('=')
    if (eq < 1) continue
    try {
      const name = decodeURIComponent(pair.slice(0, eq).trimEnd())
      // The first one wins, as browsers send the most specific path first.
      if (!cookies.has(name)) cookies.set(name, decodeURIComponent(pair.slice(eq + 1).trimStart()))
    } catch {
      // A malformed escape (another app's cookie, a hand edit) is not ours to read.
    }
  }
  return cookies
}
