/**
 * The number to dial for an ambulance, by ISO 3166-1 region code, most specific first (the
 * ambulance number where it differs from the general one, then the general one).
 *
 * Sources: Wikipedia, "List of emergency telephone numbers"
 * (https://en.wikipedia.org/wiki/List_of_emergency_telephone_numbers); the European Commission on
 * 112, which answers across the EU and the EEA (https://digital-strategy.ec.europa.eu/en/policies/112);
 * ITU-T E.161.1, the guidance behind 112 and 911 as emergency numbers. Regions missing here get
 * the generic line (the local emergency number, 911 in the US, 999 in the UK).
 */
export const EMERGENCY_NUMBERS: Readonly<Record<string, readonly string[]>> = {
  // The EU and the EEA: 112 everywhere, beside a national ambulance number where people use one.
  AT: ['144', '112'],
  BE: ['112'],
  BG: ['112'],
  HR: ['194', '112'],
  CY: ['112'],
  CZ: ['155', '112'],
  DK: ['112'],
  EE: ['112'],
  FI: ['112'],
  FR: ['15', '112'],
  DE: ['112'],
  GR: ['166', '112'],
  HU: ['104', '112'],
  IE: ['112', '999'],
  IT: ['118', '112'],
  LV: ['113', '112'],
  LT: ['112'],
  LU: ['112'],
  MT: ['112'],
  NL: ['112'],
  PL: ['999', '112'],
  PT: ['112'],
  RO: ['112'],
  SK: ['155', '112'],
  SI: ['112'],
  ES: ['112'],
  SE: ['112'],
  IS: ['112'],
  LI: ['144', '112'],
  NO: ['113', '112'],
  CH: ['144', '112'],
  GB: ['999', '112'],
  TR: ['112'],
  // The Americas.
  US: ['911'],
  CA: ['911'],
  MX: ['911'],
  PR: ['911'],
  AR: ['107', '911'],
  BR: ['192'],
  CL: ['131'],
  CO: ['123'],
  CR: ['911'],
  DO: ['911'],
  EC: ['911'],
  PA: ['911'],
  PE: ['106'],
  PY: ['911'],
  SV: ['911'],
  UY: ['911'],
  VE: ['911'],
  // Russian-speaking countries: 103 (formerly 03) is the ambulance.
  RU: ['103', '112'],
  BY: ['103', '112'],
  KZ: ['103', '112'],
  UA: ['103', '112'],
  // Asia and the Pacific.
  CN: ['120'],
  HK: ['999'],
  MO: ['999'],
  TW: ['119'],
  JP: ['119'],
  KR: ['119'],
  IN: ['112', '108'],
  BD: ['999'],
  LK: ['1990'],
  NP: ['102'],
  PK: ['1122', '115'],
  KH: ['119'],
  TH: ['1669'],
  VN: ['115'],
  MY: ['999'],
  SG: ['995'],
  PH: ['911'],
  ID: ['119', '112'],
  AU: ['000', '112'],
  NZ: ['111'],
  // The Middle East and Africa.
  SA: ['997', '911'],
  AE: ['998', '999'],
  QA: ['999'],
  BH: ['999'],
  KW: ['112'],
  OM: ['9999'],
  JO: ['911'],
  LB: ['140'],
  EG: ['123'],
  MA: ['15'],
  DZ: ['14'],
  TN: ['190'],
  IL: ['101'],
  ZA: ['10177', '112'],
  NG: ['112'],
  KE: ['999', '112'],
};

/** The line shown for an unknown region already names these: no need to repeat them. */
const NAMED_BY_GENERIC_LINE: ReadonlySet<string> = new Set(['US', 'GB']);

/** The numbers to show for a region, or undefined when the generic line says it already. */
export function regionalEmergencyNumbers(
  region: string | undefined,
): readonly string[] | undefined {
  if (!region) return undefined;
  const code = region.toUpperCase();
  if (NAMED_BY_GENERIC_LINE.has(code)) return undefined;
  return Object.hasOwn(EMERGENCY_NUMBERS, code) ? EMERGENCY_NUMBERS[code] : undefined;
}

function regionOf(tag: string): string | undefined {
  try {
    const region = new Intl.Locale(tag.trim()).region;
    // 'es-419' (Latin America) is a UN M.49 area, not a country with one number.
    return region && /^[A-Z]{2}$/.test(region) ? region : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The country of the first locale that names one ('es-MX' is MX, 'zh-Hant-TW' is TW; 'fr' says
 * nothing); undefined when none does.
 */
export function regionFromLocales(tags: readonly (string | undefined)[]): string | undefined {
  for (const tag of tags) {
    const region = tag ? regionOf(tag) : undefined;
    if (region) return region;
  }
  return undefined;
}
