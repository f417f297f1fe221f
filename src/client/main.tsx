import { StrictMode } from 'react';
import { z } from 'zod';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './styles.css';
import { Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';

// zod probes for eval once to pick its fast path; the CSP forbids eval, so skip the probe and the
// violation report it causes on every page.
z.config({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={createAppRouter()} />
    </Providers>
  </StrictMode>,
);
