import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './styles.css';
import { Providers } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { interfaceLanguageReady } from './lib/i18n.ts';

// zod probes for eval once to pick its fast path; the CSP forbids eval, so skip the probe and the
// violation report it causes on every page. zod reads its config from globalThis (shared by every
// copy of zod), so it is set here without importing zod: the first screen does not load it.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const render = (): void =>
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );

// A visitor whose language is not English sees it from the first paint, not after a flash of
// English; if the catalog cannot be fetched the page still renders, in English.
void interfaceLanguageReady.then(render, render);
