import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { AppLayout } from './app-layout.tsx';
import { loadClientConfig } from './load-client-config.ts';
import { loadMainPage } from './load-main-page.ts';
import { MainPage } from './main-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { LoadedRoute, RouteDataCache } from './route-data.tsx';
import { RouteErrorBoundary } from './route-error-page.tsx';

// pdf.js, the lab table and the answer renderer come with this page, not the main bundle.
const loadAskModule = () => import('./ask-page.tsx');
const AskPage = lazy(async () => ({ default: (await loadAskModule()).AskPage }));
// The markdown renderer comes with the page, not with the main bundle.
const loadSharedModule = () => import('./shared-conversation-page.tsx');
const SharedConversationPage = lazy(async () => ({
  default: (await loadSharedModule()).SharedConversationPage,
}));
// A page's code downloads while its config is fetched, not after.
const loadAskPage = () => {
  void loadAskModule();
  return loadClientConfig();
};
const loadSharedPage = () => {
  void loadSharedModule();
  return loadClientConfig();
};

/**
 * Shown while a page's loader runs on first paint; the layout is already there. Navigations run
 * in a transition, so later the current page stays until the next one is ready.
 */
function PendingPage() {
  return (
    <Suspense fallback={<div className="min-h-[60vh]" />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * SPEC.md section 2's routes. Declarative routes rather than a data router: the first screen
 * loads less code; LoadedRoute stands in for route loaders.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <RouteDataCache>
        <Routes>
          <Route element={<AppLayout />}>
            <Route element={<PendingPage />}>
              {/* Keys make each page a fresh visit with its own load, not a re-render of the last. */}
              <Route
                index
                element={<LoadedRoute key="main" load={loadMainPage} page={MainPage} />}
              />
              <Route
                path="ask"
                element={<LoadedRoute key="ask" load={loadAskPage} page={AskPage} />}
              />
              <Route
                path="shared-conversation"
                element={
                  <LoadedRoute
                    key="shared-conversation"
                    load={loadSharedPage}
                    page={SharedConversationPage}
                  />
                }
              />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Route>
        </Routes>
      </RouteDataCache>
    </RouteErrorBoundary>
  );
}
