import type { NextConfig } from 'next'

const config: NextConfig = {
  // The e2e builds apart (LATCH_NEXT_DIST_DIR), so it never overwrites a build a developer is running.
  distDir: process.env.LATCH_NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // Nothing from another host: no image optimiser fetching remote images (next/font/google is not used either).
  images: { unoptimized: true, remotePatterns: [] },
  // `pnpm typecheck` checks the types; the build does not do it again.
  typescript: { ignoreBuildErrors: true },
}

export default config
