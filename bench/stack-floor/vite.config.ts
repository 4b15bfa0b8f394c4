import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The stack floor (`scripts/stack-floor.ts`): the app's toolchain, base and target, and nothing
 * of the app's own bundling choices. The output folder is given on the command line.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/help-and-support/',
  plugins: [react()],
  build: { target: 'es2022', emptyOutDir: true },
});
