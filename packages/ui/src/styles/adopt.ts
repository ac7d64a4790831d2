/**
 * Styles without `<style>` tags: a constructed stylesheet adopted by the document works under a strict
 * CSP (`style-src 'self'`, no 'unsafe-inline', no nonce needed). Each sheet is adopted once per document.
 */
const adopted = new WeakMap<Document, Set<string>>()

export function adoptStyles(doc: Document | undefined, id: string, css: string): void {
  if (!doc || typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in doc)) return
  const ids = adopted.get(doc) ?? new Set<string>()
  adopted.set(doc, ids)
  if (ids.has(id)) return
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(css)
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet]
  ids.add(id)
}
