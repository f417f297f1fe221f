import { createBrowserRouter } from 'react-router';
import { AppLayout } from './app-layout.tsx';
import { loadClientConfig } from './load-client-config.ts';
import { MainPage } from './main-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

/** SPEC 2's routes that exist so far: the main page and the 404 page. */
export const routes = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        index: true,
        loader: loadClientConfig,
        element: <MainPage />,
        // Shown for the moment the config loads on first paint; the layout is already there.
        hydrateFallbackElement: <div className="min-h-[60vh]" />,
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
