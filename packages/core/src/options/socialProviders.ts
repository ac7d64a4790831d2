import type { SocialProvider } from '../types/options'

/** The social logins Latch offers, in its default order. */
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster']
