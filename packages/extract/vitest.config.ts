import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'extract',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['test/html-libraries-setup.ts'],
  },
});
