/**
 * The fixed sentences the server writes into an answer body in one language: what was (not)
 * found, which sources were down, why the model gave no answer. English is the text the product
 * has always streamed, word for word; every other language says the same in plain words, keeps
 * Markdown bold and italics where English has them, and leaves PubMed and MedlinePlus untranslated.
 * Placeholders in braces are filled in by the code that uses the text.
 */
export interface AnswerNotes {
  /** Leads the evidence-only answer: a Markdown quote line with a bold label. */
  excerptsLead: string;
  /** Italic line when no passage mentions the question and the sources' main statements are shown. */
  noPassageMatch: string;
  /** Headings of the excerpt groups, Markdown level 3. */
  groupHeadings: { research: string; healthPages: string; other: string };
  /** The whole answer when nothing at all was found. */
  noEvidence: string;
  /** The whole answer when sources were found but none has quotable text. */
  noQuotable: string;
  /** Leads the drug labels' excerpts: a Markdown quote line with a bold label. */
  labelExcerptsLead: string;
  /** The label part when no FDA label was found (italic). */
  noLabel: string;
  /** A label's heading, `{name}` being the medicine's label name. */
  labelHeading: string;
  /** Heads the registry's own listing of trials, shown when no model summary is written. */
  trialListingHeading: string;
  /** Under the heading: one trial, or `{count}` of them, as the registry lists them. */
  trialListingOne: string;
  trialListingMany: string;
  /** Labels of the facts under each trial (the values stay as the registry gives them). */
  trialFacts: { status: string; phase: string; conditions: string };
  /** How each source is named when it could not be reached, as it stands inside a sentence. */
  sourceNames: { pubmed: string; medlineplus: string; web: string; openfda: string };
  /** Between listed names, and before the last one ("A, B and C"). */
  listSeparator: string;
  listLastSeparator: string;
  /** Some sources down, `{sources}` the list; one for a single source, many for several. */
  unreachableOne: string;
  unreachableMany: string;
  /** Every source failed at the network (no internet or DNS): `{sources}` the list. */
  offlineNotice: string;
  /** The whole answer when nothing could be quoted because `{sources}` were down. */
  nothingReached: string;
  /** The whole answer when nothing could be looked up at all for lack of a network. */
  nothingReachedOffline: string;
  /** Why the model gave no answer; `{said}` is the provider's error text, kept as it is. */
  modelCauses: {
    network: string;
    timeout: string;
    interrupted: string;
    unreadable: string;
    overLimit: string;
    refused: string;
    httpError: string;
    unknown: string;
  };
  /** After the cause, when the evidence-only answer is shown in the model's place. */
  shownInstead: string;
  /** Between sentences: a space, or nothing in scripts written without one (Chinese, Japanese). */
  sentenceGap: string;
}
