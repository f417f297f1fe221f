import { createBrowserRouter } from 'react-router';
import { AppLayout } from './app-layout.tsx';
import { loadClientConfig } from './load-client-config.ts';
import { loadMainPage } from './load-main-page.ts';
import { MainPage } from './main-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

// Shown for the moment a loader runs on first paint; the layout is already there.
const pendingPage = <div className="min-h-[60vh]" />;

/** SPEC.md section 2's routes. */
export const routes = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        index: true,
        loader: loadMainPage,
        element: <MainPage />,
        hydrateFallbackElement: pendingPage,
      },
      {
        path: 'ask',
        loader: loadClientConfig,
        // pdf.js, the lab table and the answer renderer come with this page, not the main bundle.
        lazy: async () => ({ Component: (await import('./ask-page.tsx')).AskPage }),
        hydrateFallbackElement: pendingPage,
      },
      {
        path: 'shared-conversation',
        loader: loadClientConfig,
        // The markdown renderer comes with the page, not with the main bundle.
        lazy: async () => ({
          Component: (await import('./shared-conversation-page.tsx')).SharedConversationPage,
        }),
        hydrateFallbackElement: pendingPage,
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
