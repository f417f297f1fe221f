import { always, type EmergencyLanguage } from './emergency-rule.ts';
import { words } from './phrase-pattern.ts';

/**
 * Bengali typed in Latin letters, as many type on phones: no fixed spelling (rokto/rakto,
 * shwas/shash, thamche/thamchhe), so each concept word lists its common forms. Concepts, not whole
 * sentences: the classifier weighs them with the rest of the wording.
 */
const BREATH = '(shwas|shash|swas|nishwas|nisshash|nisshwas)';
const STOPS_NOT = '(thamche|thamchhe|thamchena|thamchhena|thamena|bondho hocche)';

export const BENGALI_ROMANISED_EMERGENCIES: EmergencyLanguage = {
  code: 'bn-Latn',
  rules: [
    always('chest-pain', words('buke (khub |prochondo )?(byatha|batha|chap|chaap)')),
    always(
      'cannot-breathe',
      words(
        `${BREATH} nite (parche|parchhe|parchi|parchhi|pari) na`,
        `${BREATH} nite (kosto|koshto|kashto)`,
        '(shashkosto|shashkoshto|shwaskoshto|shwaskosto)',
        'thot nil',
      ),
    ),
    always(
      'stroke',
      words('mukh (beke|benke|baika) (geche|gache|jacche)', 'kotha (joriye|jorie|jodie)*'),
    ),
    always('anaphylaxis', words('gola (fule|phule|bondho|bandho)*', 'thot (fule|phule)*')),
    always('poisoning', words('(bish|bis|kitnashok|keeTnashok|kerosin) (kheye|kheyeche|khaise)*')),
    always(
      'suicide',
      words(
        '(atmohotta|atmohatya|aatmohatya|attohotta)',
        'sob shesh kore (debo|dibo|dite)',
        'ar bachte chai na',
        'more jete chai',
      ),
    ),
    always(
      'severe-bleeding',
      words(
        `(rokto|rakto|rokta) .. ${STOPS_NOT} na`,
        '(onek|khub) (rokto|rakto) (berocche|berochhe|porche|jacche)',
      ),
    ),
    always('seizure', words('(khinchuni|khichuni)')),
    always(
      'unconscious',
      words(
        '(sara|saara|shara) (dicche|dichhe|dey|dicchhe) na',
        '(gyan|jnan) (nei|harie|hariye)*',
        '(ogyan|agyan) hoye*',
      ),
    ),
  ],
};
