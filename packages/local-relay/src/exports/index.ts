// Public API of @latch/local-relay (filled in by the relay implementation).
export {}
