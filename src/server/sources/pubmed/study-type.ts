import { STUDY_TYPES, type StudyType } from '../../../contract/index.ts';

/** A PubMed PublicationType or MeSH DescriptorName: its MeSH unique id (may be absent) and name. */
export interface MeshTerm {
  ui: string;
  name: string;
}

const rule = (type: StudyType, uis: string[], names: string[]) => ({ type, uis, names });

// PubMed's publication types (MeSH "Publication Characteristics"), matched by id and by name:
// book chapters and older records sometimes carry the name without its UI attribute.
const PUBLICATION_TYPE_RULES = [
  rule('retracted', ['D016441', 'D016440'], ['retracted publication', 'retraction of publication']),
  rule('meta-analysis', ['D017418'], ['meta-analysis', 'network meta-analysis']),
  rule('systematic-review', ['D000078182'], ['systematic review']),
  rule(
    'guideline',
    ['D017065', 'D016431', 'D016446', 'D016447'],
    [
      'practice guideline',
      'guideline',
      'consensus development conference',
      'consensus development conference, nih',
    ],
  ),
  rule('randomised-trial', ['D016449'], ['randomized controlled trial']),
  rule(
    'clinical-trial',
    ['D016430', 'D017426', 'D017427', 'D017428', 'D017429', 'D018848', 'D065007', 'D000073843'],
    [
      'clinical trial',
      'clinical trial, phase i',
      'clinical trial, phase ii',
      'clinical trial, phase iii',
      'clinical trial, phase iv',
      'controlled clinical trial',
      'pragmatic clinical trial',
      'equivalence trial',
    ],
  ),
  rule('observational', ['D064888'], ['observational study']),
  rule('case-report', ['D002363'], ['case reports']),
  rule('review', ['D016454', 'D000094383'], ['review', 'scoping review']),
  rule(
    'editorial',
    ['D016421', 'D016420', 'D016422', 'D016433'],
    ['editorial', 'comment', 'letter', 'news'],
  ),
];

// Design headings indexers add to the article itself. The "... as Topic" headings (articles about
// trials or cohorts) have other ids and names, so they never match.
const DESIGN_MESH_RULES = [
  rule(
    'cohort',
    ['D015331', 'D011446', 'D012189', 'D008137', 'D005500'],
    [
      'cohort studies',
      'prospective studies',
      'retrospective studies',
      'longitudinal studies',
      'follow-up studies',
    ],
  ),
  rule('case-control', ['D016022'], ['case-control studies']),
  rule('observational', ['D003430'], ['cross-sectional studies']),
];

// A retraction outranks every design the paper claims; the rest follow the strength order.
const ORDER: readonly StudyType[] = [
  'retracted',
  ...STUDY_TYPES.filter((type) => type !== 'retracted'),
];

function matches(terms: readonly MeshTerm[], rules: typeof PUBLICATION_TYPE_RULES): StudyType[] {
  return rules
    .filter(({ uis, names }) =>
      terms.some(
        (term) => uis.includes(term.ui.toUpperCase()) || names.includes(term.name.toLowerCase()),
      ),
    )
    .map(({ type }) => type);
}

const strongest = (types: readonly StudyType[]): StudyType | undefined =>
  ORDER.find((type) => types.includes(type));

/**
 * The label an article earns: its strongest publication type, a retraction overriding everything.
 * Design MeSH terms only sharpen an article PubMed types as observational or not at all, so a
 * narrative review indexed with 'Cohort Studies' stays a review.
 */
export function studyTypeOf(
  publicationTypes: readonly MeshTerm[],
  meshDescriptors: readonly MeshTerm[] = [],
): StudyType | undefined {
  const fromTypes = strongest(matches(publicationTypes, PUBLICATION_TYPE_RULES));
  if (fromTypes !== undefined && fromTypes !== 'observational') return fromTypes;
  return strongest(matches(meshDescriptors, DESIGN_MESH_RULES)) ?? fromTypes;
}
