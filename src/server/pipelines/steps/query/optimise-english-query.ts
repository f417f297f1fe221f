/**
 * Words that carry no search meaning: question words, auxiliaries, pronouns, articles,
 * prepositions, conjunctions, hedges and politeness. Medical words ("symptoms", "risk", "use")
 * and numbers are never here, so "type 2" and "vitamin B12" survive intact.
 */
const STOP_WORDS = new Set(
  (
    'a an the and or but nor so yet of in on at to for from with without by about into onto over ' +
    'under between during before after while than then as per via vs versus ' +
    'what which who whom whose how why when where whether is are was were be been being am do does ' +
    'did done doing have has had having can could should would will shall may might must ' +
    'i me my mine myself we us our you your he him his she her it its they them their this that ' +
    'these those there here ' +
    "what's how's who's it's i'm i've i'd isn't aren't doesn't don't can't won't " +
    'please tell explain know want wanted like need get got take taking make really very much many ' +
    'some any more most other also just still exactly actually generally usually typically best ' +
    'good thing things way ways someone something anything kind sort'
  ).split(' '),
);

/** At most this many terms: PubMed ANDs every term, so a pasted paragraph would find nothing. */
const MAX_TERMS = 10;

const QUOTED = /["“”«»]([^"“”«»]{2,80})["“”«»]/g;
const TOKEN = /[\p{L}\p{N}]+(?:['’./-][\p{L}\p{N}]+)*/gu;

/**
 * Turns an English question into a PubMed-friendly term list without a model call:
 * "What are the symptoms of type 2 diabetes?" -> "symptoms type 2 diabetes". Quoted phrases are
 * kept as phrases; the original casing of terms (HbA1c, COVID-19) is kept.
 */
export function optimiseEnglishQuery(question: string): string {
  const phrases: string[] = [];
  const rest = question.replace(QUOTED, (_match, phrase: string) => {
    phrases.push(`"${phrase.trim()}"`);
    return ' ';
  });

  const seen = new Set<string>();
  const terms: string[] = [];
  for (const token of rest.match(TOKEN) ?? []) {
    const key = token.toLowerCase().replace(/’/g, "'");
    if (STOP_WORDS.has(key) || seen.has(key)) continue;
    seen.add(key);
    terms.push(token);
  }

  const all = [...phrases, ...terms].slice(0, MAX_TERMS);
  if (all.length > 0) return all.join(' ');
  // Nothing but stop words ("What is it?"): searching the question as typed beats searching nothing.
  return (question.match(TOKEN) ?? []).join(' ') || question.trim();
}
