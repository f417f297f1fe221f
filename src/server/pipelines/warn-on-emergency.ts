import { EMERGENCY_BANNER_TEXT, EMERGENCY_WARNING_TEXT } from '../../contract/index.ts';
import { detectEmergency } from '../../shared/emergency/detect-emergency.ts';
import type { SearchStreamWriter } from '../stream/search-stream.ts';

/**
 * SPEC.md section 4: on a critical condition the banner is raised and the fixed warning is streamed
 * before anything else is searched or written. Returns whether it was.
 */
export function warnOnEmergency(query: string, writer: SearchStreamWriter): boolean {
  const detection = detectEmergency(query);
  if (!detection.isEmergency) return false;
  writer.data('warning', {
    kind: 'emergency',
    text: EMERGENCY_WARNING_TEXT,
    bannerText: EMERGENCY_BANNER_TEXT,
    categories: detection.categories,
  });
  writer.text(EMERGENCY_WARNING_TEXT);
  return true;
}
