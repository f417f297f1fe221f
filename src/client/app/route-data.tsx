import {
  createContext,
  use,
  useContext,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';

/** What a page needs before it can show: fetched once each time the page is entered. */
export type RouteLoader = () => Promise<unknown>;

type LoadCache = Map<string, Promise<unknown>>;

const LoadCacheContext = createContext<LoadCache | undefined>(undefined);
const RouteDataContext = createContext<unknown>(undefined);

/**
 * Holds the loads in flight for one router. A load must start once per visit: StrictMode renders
 * twice, and the main page's load takes (and removes) a stored conversation.
 */
export function RouteDataCache({ children }: { children: ReactNode }) {
  const [cache] = useState<LoadCache>(() => new Map());
  return <LoadCacheContext value={cache}>{children}</LoadCacheContext>;
}

function ProvideLoaded({ data, children }: { data: Promise<unknown>; children: ReactNode }) {
  return <RouteDataContext value={use(data)}>{children}</RouteDataContext>;
}

/**
 * A page that shows once `load` has settled; the nearest Suspense boundary shows meanwhile. The
 * load runs when the page is entered, not again while the visitor stays on it.
 */
export function LoadedRoute({ load, page: Page }: { load: RouteLoader; page: ComponentType }) {
  const cache = useContext(LoadCacheContext);
  if (!cache) throw new Error('LoadedRoute needs a RouteDataCache above it');
  const { key } = useLocation();
  const [visit] = useState(key);
  let data = cache.get(visit);
  if (!data) {
    data = load();
    cache.set(visit, data);
  }
  return (
    <ProvideLoaded data={data}>
      <Page />
    </ProvideLoaded>
  );
}

/** The settled result of the current page's loader. */
export function useRouteData<L extends RouteLoader>(): Awaited<ReturnType<L>> {
  return useContext(RouteDataContext) as Awaited<ReturnType<L>>;
}
