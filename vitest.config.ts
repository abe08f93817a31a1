import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['contracts/src/**/*.test.ts', 'server/src/**/*.test.ts', 'web/src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // API tests share one database per file; run files one after another on this 2-core machine.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
