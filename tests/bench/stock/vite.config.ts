import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { assetCaching } from '../../../deploy/vite.ts';

/**
 * The stock app's build: one bundle (no code splitting), served by `vite preview` like the console, with
 * /api proxied to its json-server (STOCK_API_PORT), its assets cached as the console's are (as nginx does).
 * STOCK_APP=daily builds the list-and-edit app of daily/.
 */
const proxy = { '/api': { target: `http://127.0.0.1:${process.env.STOCK_API_PORT ?? 3002}`, rewrite: (p: string) => p.replace(/^\/api/, '') } };

export default defineConfig({
  root: fileURLToPath(new URL(process.env.STOCK_APP === 'daily' ? './daily/' : '.', import.meta.url)),
  plugins: [react(), assetCaching()],
  logLevel: 'warn',
  build: {
    manifest: true,
    chunkSizeWarningLimit: 5000,
    rolldownOptions: { output: { codeSplitting: false } },
  },
  preview: { proxy },
});
