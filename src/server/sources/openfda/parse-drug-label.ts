/** One FDA drug label (SPL) as openFDA's /drug/label.json serves it, reduced to what interaction answers need. */
export interface DrugLabel {
  /** The SPL set id: stable across label versions, used for the DailyMed link. */
  setId: string;
  /** Brand name when the label has one, else the generic name, else the product title. */
  name: string;
  genericName?: string;
  brandName?: string;
  manufacturer?: string;
  /** Year of the label version (from effective_time YYYYMMDD). */
  year?: string;
  /** Pharmacologic classes (openfda.pharm_class_epc), e.g. "Nonsteroidal Anti-inflammatory Drug". */
  classes: string[];
  sections: LabelSection[];
  url: string;
}

export const LABEL_SECTION_KINDS = [
  'drug_interactions',
  'contraindications',
  'boxed_warning',
  'ask_doctor_or_pharmacist',
] as const;
export type LabelSectionKind = (typeof LABEL_SECTION_KINDS)[number];

export interface LabelSection {
  kind: LabelSectionKind;
  /** The heading as a reader knows it, e.g. "Drug Interactions". */
  title: string;
  text: string;
}

export const SECTION_TITLES: Record<LabelSectionKind, string> = {
  drug_interactions: 'Drug Interactions',
  contraindications: 'Contraindications',
  boxed_warning: 'Boxed Warning',
  ask_doctor_or_pharmacist: 'Ask a Doctor or Pharmacist',
};

const DAILYMED = 'https://dailymed.nlm.nih.gov/dailymed/lookup.cfm?setid=';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const strings = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    : [];

const first = (value: unknown): string | undefined => strings(value)[0]?.trim();

/** Labels shout names ("BUPROPION HYDROCHLORIDE"); readers expect "Bupropion Hydrochloride". */
export function displayName(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name.toLowerCase().replace(/(^|[\s\-/(])(\p{L})/gu, (_, lead: string, letter: string) => {
    return lead + letter.toUpperCase();
  });
}

/**
 * Section texts start with their own numbered heading ("7 DRUG INTERACTIONS ..."), which the
 * reference title already says; the bare heading alone ("WARNINGS") carries nothing.
 */
function sectionText(kind: LabelSectionKind, raw: string[]): string {
  const text = raw.join(' ').replace(/\s+/g, ' ').trim();
  const heading = new RegExp(`^(?:\\d+(?:\\.\\d+)?\\s+)?${SECTION_TITLES[kind]}\\s*`, 'i');
  const stripped = text.replace(heading, '').replace(/^WARNING:\s*/, '');
  return stripped.length >= 20 ? stripped : '';
}

/**
 * "Citalopram Hydrobromide citalopram hydrobromide ..." lists the product name, then the generic
 * name: the title ends where the first word comes back (at most 4 words).
 */
function productTitleOf(elements: string | undefined): string | undefined {
  const words = elements?.split(/\s+/) ?? [];
  const again = words.findIndex(
    (word, index) => index > 0 && word.toLowerCase() === words[0]?.toLowerCase(),
  );
  const title = words.slice(0, again > 0 ? Math.min(again, 4) : 3).join(' ');
  return title || undefined;
}

function readLabel(raw: Record<string, unknown>): DrugLabel | null {
  const setId = typeof raw.set_id === 'string' ? raw.set_id : undefined;
  if (!setId) return null;
  const openfda = isRecord(raw.openfda) ? raw.openfda : {};
  const brandName = first(openfda.brand_name);
  const genericName = first(openfda.generic_name);
  // An empty openfda block happens (unmatched SPLs): the product data line starts with the title.
  const productTitle = productTitleOf(first(raw.spl_product_data_elements));
  const name = displayName(brandName ?? genericName ?? productTitle ?? 'Unnamed drug');
  const sections = LABEL_SECTION_KINDS.flatMap((kind): LabelSection[] => {
    const text = sectionText(kind, strings(raw[kind]));
    return text ? [{ kind, title: SECTION_TITLES[kind], text }] : [];
  });
  const time = typeof raw.effective_time === 'string' ? raw.effective_time : '';
  return {
    setId,
    name,
    ...(genericName ? { genericName: displayName(genericName) } : {}),
    ...(brandName ? { brandName: displayName(brandName) } : {}),
    ...(first(openfda.manufacturer_name) ? { manufacturer: first(openfda.manufacturer_name) } : {}),
    ...(/^\d{4}/.test(time) ? { year: time.slice(0, 4) } : {}),
    classes: strings(openfda.pharm_class_epc).map((item) => item.replace(/(?<!\s)\s*\[EPC\]$/, '')),
    sections,
    url: `${DAILYMED}${encodeURIComponent(setId)}`,
  };
}

/**
 * The labels of a /drug/label.json search body, or null when the body is not that shape.
 * openFDA's not-found answer (`{"error":{"code":"NOT_FOUND"}}`) reads as an empty list.
 */
export function readLabelSearch(json: unknown): DrugLabel[] | null {
  if (!isRecord(json)) return null;
  if (isRecord(json.error)) return json.error.code === 'NOT_FOUND' ? [] : null;
  if (!Array.isArray(json.results)) return null;
  return json.results.flatMap((item) => {
    const label = isRecord(item) ? readLabel(item) : null;
    return label ? [label] : [];
  });
}
