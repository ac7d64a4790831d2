// Library-only plumbing for @latch/ui and @latch/react. Not a stable API.
export {}
