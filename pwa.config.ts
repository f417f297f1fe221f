import type { VitePWAOptions } from 'vite-plugin-pwa';

// Interface catalogs other than English: each visitor downloads only the one they use.
const LAZY_CATALOGS = 'es,fr,de,it,pt,ru,zh,ja,ko,ar,hi,mr,bn,ta,te,km';
const lazyCatalogChunk = new RegExp(
  `/assets/(${LAZY_CATALOGS.replaceAll(',', '|')})-[\\w-]+\\.js$`,
);

/**
 * Installable app: a manifest and a Workbox service worker that precaches only the app shell.
 * Nothing the server answers is ever stored in the browser: /api replies carry health questions and
 * answers, and a shared conversation lives only in its link's query string.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  registerType: 'autoUpdate',
  // A small external script (registerSW.js): the CSP allows no inline script.
  injectRegister: 'script',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
  manifest: {
    id: '/',
    name: 'Nova Health',
    short_name: 'Nova Health',
    description:
      'Evidence-based answers to health questions, with numbered references to PubMed and trusted health sites.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#12635e',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The shell and its lazy chunks; source maps, the 1 MB PDF worker and the OCR engine (a 4 MB
    // core and its language data, fetched only when a scan is read) stay on the network.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // Catalogs are not precached (that would download all 16); the one in use is cached on first use.
    globIgnores: [
      '**/*.map',
      '**/pdf.worker*',
      '**/assets/ocr-*/**',
      `**/assets/{${LAZY_CATALOGS}}-*.js`,
    ],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    // Runtime caching for the active catalog only (hashed, immutable files). Any other request
    // outside the precache (every /api call, the answer stream included) is not even
    // intercepted, so the browser sends it straight to the network.
    runtimeCaching: [
      {
        urlPattern: lazyCatalogChunk,
        handler: 'CacheFirst',
        options: { cacheName: 'interface-catalogs', expiration: { maxEntries: 4 } },
      },
    ],
  },
};
