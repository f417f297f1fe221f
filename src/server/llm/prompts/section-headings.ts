import type { KnowledgeLevel, Language } from '../../../contract/index.ts';
import { HEADING_LANGUAGES } from '../../../contract/index.ts';

/** Every section an answer can have; which ones appear depends on the knowledge level. */
export type SectionKey =
  | 'overview'
  | 'keyPoints'
  | 'whatYouCanDo'
  | 'whenToSeeDoctor'
  | 'keyFindings'
  | 'evidenceSummary'
  | 'practicalConsiderations'
  | 'clinicalSummary'
  | 'pathophysiology'
  | 'evidenceReview'
  | 'clinicalImplications'
  | 'limitations';

/**
 * The level changes what the reader needs, not only the vocabulary: a layperson needs to know what
 * to do and when to get help; an expert needs mechanism, quality of evidence and its limits.
 */
export const LEVEL_SECTIONS: Record<KnowledgeLevel, readonly SectionKey[]> = {
  'no-medical-experience': ['overview', 'keyPoints', 'whatYouCanDo', 'whenToSeeDoctor'],
  'some-medical-knowledge': [
    'overview',
    'keyFindings',
    'evidenceSummary',
    'practicalConsiderations',
  ],
  'medical-expert': [
    'clinicalSummary',
    'pathophysiology',
    'evidenceReview',
    'clinicalImplications',
    'limitations',
  ],
};

type HeadingLanguage = (typeof HEADING_LANGUAGES)[number];

/**
 * Heading translations (SPEC.md section 1: only these six languages have them). Wording follows
 * what patient-facing health sites in each language use, e.g. "Descripción general" (Spanish),
 * "Vue d'ensemble" (French).
 */
const HEADINGS: Record<HeadingLanguage, Record<SectionKey, string>> = {
  en: {
    overview: 'Overview',
    keyPoints: 'Key Points',
    whatYouCanDo: 'What You Can Do',
    whenToSeeDoctor: 'When to See a Doctor',
    keyFindings: 'Key Findings',
    evidenceSummary: 'Evidence Summary',
    practicalConsiderations: 'Practical Considerations',
    clinicalSummary: 'Clinical Summary',
    pathophysiology: 'Pathophysiology',
    evidenceReview: 'Evidence Review',
    clinicalImplications: 'Clinical Implications',
    limitations: 'Limitations',
  },
  es: {
    overview: 'Descripción general',
    keyPoints: 'Puntos clave',
    whatYouCanDo: 'Qué puede hacer',
    whenToSeeDoctor: 'Cuándo consultar al médico',
    keyFindings: 'Hallazgos principales',
    evidenceSummary: 'Resumen de la evidencia',
    practicalConsiderations: 'Consideraciones prácticas',
    clinicalSummary: 'Resumen clínico',
    pathophysiology: 'Fisiopatología',
    evidenceReview: 'Revisión de la evidencia',
    clinicalImplications: 'Implicaciones clínicas',
    limitations: 'Limitaciones',
  },
  fr: {
    overview: "Vue d'ensemble",
    keyPoints: 'Points clés',
    whatYouCanDo: 'Ce que vous pouvez faire',
    whenToSeeDoctor: 'Quand consulter un médecin',
    keyFindings: 'Principaux résultats',
    evidenceSummary: 'Synthèse des données probantes',
    practicalConsiderations: 'Considérations pratiques',
    clinicalSummary: 'Résumé clinique',
    pathophysiology: 'Physiopathologie',
    evidenceReview: 'Revue des données probantes',
    clinicalImplications: 'Implications cliniques',
    limitations: 'Limites',
  },
  hi: {
    overview: 'अवलोकन',
    keyPoints: 'मुख्य बातें',
    whatYouCanDo: 'आप क्या कर सकते हैं',
    whenToSeeDoctor: 'डॉक्टर से कब मिलें',
    keyFindings: 'मुख्य निष्कर्ष',
    evidenceSummary: 'साक्ष्य का सारांश',
    practicalConsiderations: 'व्यावहारिक बातें',
    clinicalSummary: 'नैदानिक सारांश',
    pathophysiology: 'पैथोफिज़ियोलॉजी',
    evidenceReview: 'साक्ष्य की समीक्षा',
    clinicalImplications: 'नैदानिक निहितार्थ',
    limitations: 'सीमाएँ',
  },
  te: {
    overview: 'అవలోకనం',
    keyPoints: 'ముఖ్యాంశాలు',
    whatYouCanDo: 'మీరు ఏమి చేయవచ్చు',
    whenToSeeDoctor: 'డాక్టర్‌ను ఎప్పుడు సంప్రదించాలి',
    keyFindings: 'ముఖ్య ఫలితాలు',
    evidenceSummary: 'ఆధారాల సారాంశం',
    practicalConsiderations: 'ఆచరణాత్మక అంశాలు',
    clinicalSummary: 'క్లినికల్ సారాంశం',
    pathophysiology: 'పాథోఫిజియాలజీ',
    evidenceReview: 'ఆధారాల సమీక్ష',
    clinicalImplications: 'క్లినికల్ ప్రాముఖ్యత',
    limitations: 'పరిమితులు',
  },
  km: {
    overview: 'ទិដ្ឋភាពទូទៅ',
    keyPoints: 'ចំណុចសំខាន់ៗ',
    whatYouCanDo: 'អ្វីដែលអ្នកអាចធ្វើបាន',
    whenToSeeDoctor: 'ពេលណាត្រូវជួបគ្រូពេទ្យ',
    keyFindings: 'លទ្ធផលសំខាន់ៗ',
    evidenceSummary: 'សេចក្តីសង្ខេបនៃភស្តុតាង',
    practicalConsiderations: 'ការពិចារណាជាក់ស្តែង',
    clinicalSummary: 'សេចក្តីសង្ខេបគ្លីនិក',
    pathophysiology: 'រោគសរីរវិទ្យា',
    evidenceReview: 'ការពិនិត្យភស្តុតាង',
    clinicalImplications: 'ផលប៉ះពាល់ផ្នែកគ្លីនិក',
    limitations: 'ដែនកំណត់',
  },
};

const hasTranslatedHeadings = (language: Language): language is HeadingLanguage =>
  (HEADING_LANGUAGES as readonly Language[]).includes(language);

/** The headings for a level in the reader's language, falling back to English. */
export function sectionHeadings(level: KnowledgeLevel, language: Language): string[] {
  const table = HEADINGS[hasTranslatedHeadings(language) ? language : 'en'];
  return LEVEL_SECTIONS[level].map((key) => table[key]);
}
