import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{client,server,contract,content,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
