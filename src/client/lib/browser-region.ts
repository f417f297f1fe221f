import { regionFromLocales } from '../../shared/safety-texts/emergency-numbers.ts';

function resolvedLocale(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().locale;
  } catch {
    return undefined;
  }
}

/**
 * The reader's country as the browser tells it (the region subtag of a preferred language, such
 * as 'es-MX', else of the formatting locale); undefined when it does not say. Used only to name
 * the local emergency number, never sent anywhere.
 */
export function browserRegion(): string | undefined {
  const navigatorLike = globalThis.navigator as Navigator | undefined;
  return regionFromLocales([
    ...(navigatorLike?.languages ?? []),
    navigatorLike?.language,
    resolvedLocale(),
  ]);
}
