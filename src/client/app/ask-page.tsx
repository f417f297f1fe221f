import { useSearchParams } from 'react-router';
import { AskNotice } from '../features/lab-report/ask-notice.tsx';
import { LabReportPage } from '../features/lab-report/lab-report-page.tsx';
import type { loadClientConfig } from './load-client-config.ts';
import { useRouteData } from './route-data.tsx';

/** The lab page is active only for these `type` values (SPEC.md section 2). */
export const isLabReportType = (type: string | null): boolean =>
  type === 'LabReport' || type === 'lab-report';

/**
 * '/ask': lab-report analysis when `type` is LabReport or lab-report; for any other `type` the
 * page says what it is for.
 */
export function AskPage() {
  const [params] = useSearchParams();
  const config = useRouteData<typeof loadClientConfig>();
  return isLabReportType(params.get('type')) ? (
    <LabReportPage
      modelAvailable={config.modelAvailable}
      labMessageOrigins={config.labMessageOrigins}
    />
  ) : (
    <AskNotice />
  );
}
