import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config.ts';
import { ocrAssets } from './vite-ocr-assets.ts';

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), ocrAssets(), VitePWA(pwaOptions)],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // Maps are written for debugging but not referenced from the bundle, and never served.
    sourcemap: 'hidden',
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
