/**
 * Public suffixes of more than one label (a plain array: a top-level `new Set` would keep this list in every
 * bundle that imports the package, used or not): names under which anyone can register a domain or get a
 * hosted site, so a `*.` wildcard over one of them trusts strangers. Not the whole Public Suffix List
 * (thousands of entries, and it changes): the country second levels and hosting platforms a config is
 * most likely to name by mistake. A single-label suffix (`com`, `dev`, `localhost`) needs no entry: a
 * wildcard base must always have at least two labels.
 */
export const MULTI_LABEL_PUBLIC_SUFFIXES: readonly string[] = [
  // Country second levels.
  'co.uk',
  'org.uk',
  'me.uk',
  'ltd.uk',
  'plc.uk',
  'net.uk',
  'ac.uk',
  'gov.uk',
  'com.au',
  'net.au',
  'org.au',
  'edu.au',
  'gov.au',
  'co.nz',
  'org.nz',
  'co.jp',
  'ne.jp',
  'or.jp',
  'co.kr',
  'co.in',
  'co.il',
  'co.za',
  'com.br',
  'com.cn',
  'com.hk',
  'com.mx',
  'com.sg',
  'com.tr',
  'com.tw',
  // Hosting platforms: every customer gets a subdomain.
  'github.io',
  'gitlab.io',
  'vercel.app',
  'now.sh',
  'pages.dev',
  'workers.dev',
  'netlify.app',
  'herokuapp.com',
  'ngrok-free.app',
  'ngrok-free.dev',
  'ngrok.app',
  'ngrok.io',
  'trycloudflare.com',
  'web.app',
  'firebaseapp.com',
  'appspot.com',
  'azurewebsites.net',
  'azurestaticapps.net',
  'cloudfront.net',
  'amplifyapp.com',
  's3.amazonaws.com',
  'onrender.com',
  'fly.dev',
  'glitch.me',
  'replit.app',
  'repl.co',
  'surge.sh',
  'blogspot.com',
  'loca.lt',
]

/** Whether `host` (lower case) is a registrable domain or a name beneath one, not a public suffix itself. */
export function isBelowPublicSuffix(host: string): boolean {
  const labels = host.split('.')
  if (labels.length < 2 || labels.some((l) => l === '')) return false
  // The longest listed suffix that ends the host; without one, the last label (the TLD) is the suffix.
  let suffixLabels = 1
  for (let i = labels.length - 1; i >= 1; i--) {
    if (MULTI_LABEL_PUBLIC_SUFFIXES.includes(labels.slice(i - 1).join('.'))) suffixLabels = labels.length - i + 1
  }
  return labels.length > suffixLabels
}
