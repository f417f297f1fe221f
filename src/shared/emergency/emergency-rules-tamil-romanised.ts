import { always, type EmergencyLanguage } from './emergency-rule.ts';
import { words } from './phrase-pattern.ts';

/**
 * Tamil typed in Latin letters (Tanglish): spoken forms with no fixed spelling (ratham/rattham,
 * mudiyala/mudila, moochu/moochchu), so each concept word lists its common forms and takes endings.
 */
const BREATH = '(moochu|moochchu|mochu|suvaasam|swasam)';
const CANNOT = '(mudiyala|mudila|mudiyalai|mudiyavillai|mudiyale)';

export const TAMIL_ROMANISED_EMERGENCIES: EmergencyLanguage = {
  code: 'ta-Latn',
  rules: [
    always('chest-pain', words('(nenju|nenjula|nenjil) (romba )?(vali|azhuththam|azhutham|iruk)*')),
    always('heart-attack', words('(maaradaippu|maradaipu|maaradaipu)')),
    always(
      'cannot-breathe',
      words(
        `${BREATH} (vida|vaanga|vidave) ${CANNOT}`,
        `${BREATH} (vida|vidurathu) (kashtam|kashtapad)*`,
        `${BREATH} (irukka|irukaa|irukkaa) (theriyala|theriyalai)`,
        `${BREATH} (nikkuthu|ninnuduchu|illa)`,
      ),
    ),
    always('stroke', words('(vaai|vai|mugam|mokam) (kooni|koni|konal)*', `pesa ${CANNOT}`)),
    always(
      'anaphylaxis',
      words(
        '(thondai|tondai|thonda) (veeng|veenk|adaik|adaikk)*',
        '(udhadu|uthadu|mugam) (fulla )?veeng*',
      ),
    ),
    always(
      'poisoning',
      words(
        '(vesham|visham|visam|poochi marundhu|poochikolli|mannennai|mannenai) (kudich|saapt|kudi)*',
      ),
    ),
    always(
      'suicide',
      words(
        '(tharkolai|thatkolai)*',
        '(saaganum|saaga poren|saaga porean)',
        `(vaazha|vazha|vaala) (pidikala|pidikkala|${CANNOT})`,
        'ellaam (mudichiduven|mudichikiren)',
        'kayiru ready',
      ),
    ),
    always(
      'severe-bleeding',
      words('(ratham|rattham|raththam) (nikkala|nikkave illa|ninnave illa|nikkalai|nikkamatengu)*'),
    ),
    always('seizure', words('(valippu|valipu) (vanthu|varuthu|nikkala|nikkave)*')),
    always(
      'unconscious',
      words(
        '(ezhunthirikala|ezhundhirikala|ezhuntirikala|ezhunthirikkala)',
        'pathil (illa|sollala|pesala)',
        '(nenavu|ninaivu) (illa|illai|thappi)*',
      ),
    ),
  ],
};
