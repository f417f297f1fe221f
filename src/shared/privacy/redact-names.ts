/**
 * Personal names on lab reports: after a label ('Patient:', 'Ordering Provider:'), after a title
 * ('Dr.', 'Mrs.'), as the 'LAST, FIRST' pair in capitals that lab systems print, and as
 * 'Last, First M.'; then every other capitalised occurrence of the parts found that way.
 */

/** Words that are never (part of) a person's name on a report; capitals pairs made of them stay. */
const NOT_NAMES = new Set(
  `
  name names patient information date dob birth age sex gender id mrn phone fax address report
  final preliminary corrected amended status result results test tests panel profile normal high low
  abnormal critical positive negative serum plasma urine blood whole total free direct indirect
  fasting random quant quantitative qualitative calc calculated lab labs laboratory inc llc ltd corp
  co center centre medical hospital clinic health healthcare diagnostics diagnostic quest labcorp
  chemistry hematology urinalysis lipid lipids cmp bmp cbc hdl ldl vldl diff differential automated
  manual see note comment comments pending specimen accession client collected received reported
  the and of for with by to in on at md do phd rn np pa dds mbbs facp jr sr ii iii iv mr mrs ms dr
  miss mx prof sir page unit units range reference flag value values type source physician provider
  doctor ordering referring attending information rft vitamin cholesterol glucose sodium potassium
  metabolic comprehensive basic thyroid renal hepatic liver kidney function
  chloride calcium magnesium phosphorus phosphate iron ferritin transferrin zinc copper lead
  albumin globulin protein bilirubin creatinine urea nitrogen bun insulin cortisol testosterone
  estradiol progesterone prolactin tsh thyroxine triiodothyronine lipase amylase ast alt alp ggt ldh
  ck troponin bnp crp esr wbc rbc hgb hct mcv mch mchc rdw platelet platelets neutrophils
  lymphocytes monocytes eosinophils basophils hemoglobin hematocrit folate folic acid uric
  triglycerides antibody antibodies antigen igg igm iga ige hiv hepatitis hbsag rpr ana psa cea afp
  ratio index estimated egfr gfr cystatin microalbumin ketones nitrite leukocyte esterase specific
  gravity color appearance clarity culture sensitivity reflex ionized corrected screen count
  absolute percent level levels fraction bicarbonate dioxide carbon oxygen saturation glycated a1c
  hba1c cholesterol non
  `
    .split(/\s+/)
    .filter(Boolean),
);

/** Placeholders are never names (keeps redaction idempotent). */
const PLACEHOLDER_WORDS = new Set([
  'name',
  'date',
  'address',
  'phone',
  'email',
  'id',
  'url',
  'ip',
  'ssn',
  'age',
]);

/** Trailing dots and commas; tried only where a run of them starts, so a long run is read once. */
const TRAILING_STOPS = /(?<![.,])[.,]+$/;

const CREDENTIALS = /^(?:MD|DO|PhD|RN|NP|PA|DDS|MBBS|FACP|Jr|Sr|II|III|IV)\.?$/i;

const isNamePart = (word: string): boolean => {
  const bare = word.replace(TRAILING_STOPS, '');
  return (
    /^\p{L}[\p{L}'’-]*\p{L}$/u.test(bare) &&
    !NOT_NAMES.has(bare.toLowerCase()) &&
    !PLACEHOLDER_WORDS.has(bare.toLowerCase()) &&
    !CREDENTIALS.test(bare)
  );
};

const TOKEN = String.raw`\p{Lu}[\p{L}'’-]*\.?`;
/** Up to four capitalised words (an initial among them), separated by a space or a comma. */
const NAME_RUN = String.raw`${TOKEN}(?:,?[ \t]${TOKEN}){0,3}`;

const LABELS = [
  "patient(?:'s)? name",
  'patient',
  'name',
  'full name',
  'physician',
  'ordering physician',
  'ordering provider',
  'ordered by',
  'referring physician',
  'referring provider',
  'referring doctor',
  'provider',
  'doctor',
  'attending(?: physician)?',
  'pathologist',
  'technologist',
  'collected by',
  'reviewed by',
  'verified by',
  'signed by',
  'electronically signed by',
  'released by',
  'guarantor',
  'subscriber',
  'insured',
  'emergency contact',
  'next of kin',
  'mother',
  'father',
  'spouse',
  'guardian',
].join('|');

const LABELLED = new RegExp(
  String.raw`(?<!\btest )\b((?:${LABELS})[ \t]*:[ \t]*(?:(?:Dr|Mr|Mrs|Ms|Miss|Mx|Prof)\.?[ \t]+)?)(${NAME_RUN})`,
  'giu',
);
/** Labels that name a person even without a colon ('Patient Name JOHN SMITH'). */
const STRONG_LABELS =
  "patient(?:'s)? name|ordering (?:physician|provider)|referring (?:physician|provider|doctor)|attending physician";
const LABELLED_NO_COLON = new RegExp(
  String.raw`\b((?:${STRONG_LABELS})[ \t]+(?:(?:Dr|Mr|Mrs|Ms|Miss|Mx|Prof)\.?[ \t]+)?)(${NAME_RUN})`,
  'giu',
);
/** How people name themselves in a question ('my name is Ana Lopez', 'me llamo Ana'). */
const SELF_NAMED = new RegExp(
  String.raw`\b((?:my name is|my name's|i am called|i'm called|me llamo|mi nombre es|je m'appelle|mon nom est|mein name ist|ich heiße|ich heisse|meu nome é|o meu nome é|mi chiamo)[ \t]+)(${NAME_RUN})`,
  'giu',
);
const TITLED = new RegExp(
  String.raw`\b((?:Dr|Mr|Mrs|Ms|Miss|Mx|Prof)\.?[ \t]+)(${NAME_RUN})`,
  'gu',
);
/**
 * Words of at most 41 characters: a hyphen inside a run of capitals starts another match attempt
 * ('AB-AB-AB...'), so an unbounded word was rescanned from each. A hyphenated last name needs no
 * separate branch: a word may hold hyphens.
 */
const CAPITALS =
  /(?<![[\w])([A-Z][A-Z'’-]{1,40}(?: [A-Z][A-Z'’-]{1,40})?),[ \t]?([A-Z][A-Z'’-]{1,40})(?:[ \t]([A-Z][A-Z'’-]{0,40}\.?))?(?![\w\]])/g;
const LAST_FIRST_INITIAL =
  /(?<![[\w])([A-Z][a-z]+(?:[-'’][A-Z][a-z]+)?),[ \t]([A-Z][a-z]+)[ \t]([A-Z])\.(?!\w)/g;

/**
 * The name at the start of a run of capitalised words: stops at the first word that is a label
 * or a report word ('JOHNSON, MARY DOB' -> 'JOHNSON, MARY'). The case-insensitive label match
 * lets lower-case words in; a name is capitalised.
 */
function leadingName(run: string): string {
  const words = run.split(/[ \t]+/);
  const kept: string[] = [];
  for (const word of words) {
    const bare = word.replace(TRAILING_STOPS, '');
    const isInitial = /^[A-Z]\.?$/.test(bare) && kept.length > 0;
    if (!/^\p{Lu}/u.test(word)) break;
    if (!isInitial && !isNamePart(word)) break;
    kept.push(word);
  }
  return kept.join(' ').replace(/,$/, '');
}

export interface RedactNamesOptions {
  /**
   * A person's own words (a question) rather than a printed report: the report-only 'LAST, FIRST'
   * patterns are skipped, since in prose capitals pairs are usually terms ('COPD, ASTHMA').
   */
  freeText?: boolean;
}

/** Replaces the names found in `text` and returns the parts found (for the second sweep). */
export function redactNames(
  text: string,
  { freeText = false }: RedactNamesOptions = {},
): { text: string; parts: Set<string> } {
  const parts = new Set<string>();
  const remember = (name: string): void => {
    for (const word of name.split(/[\s,]+/)) {
      const bare = word.replace(TRAILING_STOPS, '');
      if (bare.length >= 2 && isNamePart(bare)) parts.add(bare.toLowerCase());
    }
  };
  const labelled = (match: string, label: string, run: string): string => {
    const name = leadingName(run);
    if (!name) return match;
    remember(name);
    return `${label}[NAME]${run.slice(run.indexOf(name) + name.length)}`;
  };

  let result = text
    .replace(LABELLED, labelled)
    .replace(LABELLED_NO_COLON, labelled)
    .replace(TITLED, labelled)
    .replace(SELF_NAMED, labelled);
  if (freeText) return { text: result, parts };
  result = result.replace(CAPITALS, (match, last: string, first: string, middle?: string) => {
    const words = [...last.split(/[ -]/), first];
    if (!words.every(isNamePart)) return match;
    if (middle === undefined) {
      remember(`${last} ${first}`);
      return '[NAME]';
    }
    // A third word is a middle name or initial unless it is a label ('JOHNSON, MARY DOB').
    if (/^[A-Z]\.?$/.test(middle) || isNamePart(middle)) {
      remember(`${last} ${first} ${middle}`);
      return '[NAME]';
    }
    remember(`${last} ${first}`);
    return `[NAME]${match.slice(match.lastIndexOf(middle) - 1)}`;
  });
  result = result.replace(LAST_FIRST_INITIAL, (match, last: string, first: string) => {
    if (!isNamePart(last) || !isNamePart(first)) return match;
    remember(`${last} ${first}`);
    return '[NAME]';
  });
  return { text: result, parts };
}

/** Replaces every other capitalised occurrence ('Lisa', 'LISA', not 'lisa') of known name parts. */
export function redactNameParts(text: string, parts: Set<string>): string {
  if (parts.size === 0) return text;
  const alternatives = [...parts]
    .sort((a, b) => b.length - a.length)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\'’-]/g, '\\$&'))
    .join('|');
  const pattern = new RegExp(String.raw`(?<![\w\[])(${alternatives})(?![\w\]])`, 'gi');
  return text.replace(pattern, (word: string) => (/^[A-Z]/.test(word) ? '[NAME]' : word));
}
