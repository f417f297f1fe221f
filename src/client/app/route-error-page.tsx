import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';

/**
 * The page shown when rendering a route fails. It replaces the whole layout, so it brings its own
 * frame and uses a plain link home: the router that failed may not be able to navigate.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <div className="max-w-md text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-700 ring-1 ring-red-200">
          <TriangleAlert className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-2xl font-semibold tracking-tight text-slate-900">
          {t('routeError.title')}
        </h1>
        <p className="mt-2 text-slate-600">{t('routeError.body')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
          <Button variant="secondary" asChild>
            <a href="/">{t('routeError.home')}</a>
          </Button>
        </div>
      </div>
    </main>
  );
}

/** Catches what any page throws while rendering and shows the error page in its place. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
