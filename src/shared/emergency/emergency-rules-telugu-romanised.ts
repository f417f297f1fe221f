import { always, type EmergencyLanguage } from './emergency-rule.ts';
import { words } from './phrase-pattern.ts';

/**
 * Telugu typed in Latin letters: spoken forms with no fixed spelling (raktam/rakthan,
 * oopiri/upiri, ledu/ledhu), so each concept word lists its common forms and takes endings.
 */
const BREATH = '(oopiri|upiri|oopri|shwasa|swasa)';

export const TELUGU_ROMANISED_EMERGENCIES: EmergencyLanguage = {
  code: 'te-Latn',
  rules: [
    always('chest-pain', words('(chaathi|chathi|chati|gunde) (lo )?(noppi|nopi|bhaaram|baram)*')),
    always(
      'cannot-breathe',
      words(
        `${BREATH} (aadatledu|aadatle|andatledu|andatle|teesukolek|teesukolekapot|aagipoy)*`,
        `${BREATH} (teesukovadam|teesukodam) (kashtam|kastam)*`,
      ),
    ),
    always(
      'stroke',
      words(
        '(mokham|mukham|moham) (vankara|vankar|okavaipu|oka vaipu)*',
        'maata (tadabad|muddaga)*',
      ),
    ),
    always(
      'anaphylaxis',
      words(
        '(gonthu|gontu|gontuka) (vaapu|vapu|vaachin|moosuk)*',
        '(pedavulu|pedalu) (vaachay|vachay)*',
      ),
    ),
    always(
      'poisoning',
      words(
        '(purugula mandu|visham|vesham|kirosin|kerosene) (taages|tages|taagad|tagad|taagin|tagin|taag)*',
      ),
    ),
    always(
      'suicide',
      words(
        '(aatmahatya|atmahatya|aathmahathya)*',
        '(chachipovali|chacchipovaali|chachipovaalani)*',
        '(bratakalani|brathakalani|bathakalani|batakalani) ledu',
        'anni (mugincheskunt|mugiseskunt)*',
      ),
    ),
    always(
      'severe-bleeding',
      words('(raktam|rakthan|raktham|ragtam) (aagatledu|aagatle|agatledu|aagakunda|aagadam ledu)*'),
    ),
    always('seizure', words('fits (vachi|vastun|aagatledu|aagadam)*')),
    always(
      'unconscious',
      words(
        '(palakatledu|palakadam ledu|palakatle|palakadu)',
        '(spruha|sprha|smruha) (tappindi|tappi|ledu|poyindi)*',
      ),
    ),
  ],
};
