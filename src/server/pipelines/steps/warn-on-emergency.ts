import type { Language } from '../../../contract/index.ts';
import { detectEmergency } from '../../../shared/emergency/detect-emergency.ts';
import {
  emergencyBannerText,
  emergencyWarningText,
} from '../../../shared/safety-texts/safety-texts.ts';
import type { SearchStreamWriter } from '../../stream/search-stream.ts';

/**
 * SPEC.md section 4: on a critical condition the banner is raised and the fixed warning is streamed
 * before anything else is searched or written, in the answer's language (SPEC.md's English text
 * for English). The region is not known here: the text names the local emergency number with 911
 * and 999, and the browser's banner adds the reader's own number. Returns whether it warned.
 */
export function warnOnEmergency(
  query: string,
  language: Language,
  writer: SearchStreamWriter,
): boolean {
  const detection = detectEmergency(query);
  if (!detection.isEmergency) return false;
  const text = emergencyWarningText(language);
  writer.data('warning', {
    kind: 'emergency',
    text,
    bannerText: emergencyBannerText(language, detection.categories),
    categories: detection.categories,
  });
  writer.text(text);
  return true;
}
