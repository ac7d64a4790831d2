/** How each social provider is written: its own module, so a view naming one does not pull in the logos. */
const NAMES: Record<string, string> = { google: 'Google', github: 'GitHub', apple: 'Apple', facebook: 'Facebook', x: 'X', discord: 'Discord', farcaster: 'Farcaster' }

export const socialName = (provider: string) => NAMES[provider] ?? provider
