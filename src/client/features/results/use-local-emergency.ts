import { useEffect, useState } from 'react';
import type { EmergencyCategory, SearchType } from '../../../contract/index.ts';
import type * as Detector from '../../../shared/emergency/detect-emergency.ts';

/** SPEC.md section 4: the search types that warn (not USMLE study, not the trial registry). */
const WARNED: ReadonlySet<SearchType> = new Set<SearchType>([
  'health-info',
  'drug-interactions',
  'image-analysis',
  'lab-report',
]);

/** The detector with its rules and weights (0.6 MB) is its own chunk, fetched once, on first use. */
let detector: Promise<typeof Detector> | undefined;
export const loadEmergencyDetector = () =>
  (detector ??= import('../../../shared/emergency/detect-emergency.ts'));

/**
 * The same emergency detector the server runs, run here on the question as typed (it never leaves
 * the browser for this), so the banner shows at once even when the server is slow, refuses the
 * search or cannot be reached. Returns the categories found, or undefined when there is nothing to
 * warn about (yet).
 */
export function useLocalEmergency(
  query: string,
  searchType: SearchType = 'health-info',
): readonly EmergencyCategory[] | undefined {
  const [found, setFound] = useState<{ query: string; categories: EmergencyCategory[] }>();
  const warned = WARNED.has(searchType);
  useEffect(() => {
    if (!warned || query.trim() === '') return;
    let current = true;
    loadEmergencyDetector()
      .then(({ detectEmergency }) => {
        const detection = detectEmergency(query);
        if (current && detection.isEmergency) setFound({ query, categories: detection.categories });
      })
      // The server's own check still stands; a chunk that fails to load only loses the head start.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [query, warned]);
  return warned && found?.query === query ? found.categories : undefined;
}
