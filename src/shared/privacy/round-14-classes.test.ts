import { describe, expect, it } from 'vitest';
import { redactForUpstream } from './redact-for-upstream.ts';

/*
 * Round 14: the classes blind-20 showed, each in other words than the set, in the six languages,
 * with the hard negatives each rule must leave alone.
 */
const redact = (text: string): string => redactForUpstream(text);
const gone = (out: string, word: string): boolean =>
  !new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, 'iu').test(out);

describe('a name opening a care note before a verb of state or care, and its age', () => {
  it.each([
    [
      'Day log: Winifred was drowsy after lunch. Winifred is 95 and on morphine.',
      ['Winifred', '95'],
    ],
    ['Pflegebericht. Tochter Marlene informiert, Puls 120.', ['Marlene']],
    ['Nachtdienst: Tochter Bärbel wurde informiert.', ['Bärbel']],
    ['night log: harold was restless. harold is 95 now.', ['harold', '95']],
    ['Night:\n- Cornelius slept badly\n• Cornelius ate half', ['Cornelius']],
    ['Informe. Consuelo estaba agitada. Consuelo tiene fiebre.', ['Consuelo']],
    ['Relève : Josette a refusé son traitement.', ['Josette']],
    [
      'Diario. Figlio Tarcisio avvisato. Assunta era confusa, Assunta ha la febbre.',
      ['Tarcisio', 'Assunta'],
    ],
    [
      'Plantão. Albertina recusou o jantar. Albertina tem 99 anos? Albertina tem 99.',
      ['Albertina', '99'],
    ],
  ])('%s', (text, words) => {
    const out = redact(text);
    for (const word of words) expect(gone(out, word)).toBe(true);
  });

  it.each([
    ['Hope was all we had. The scan was clear.', 'Hope'],
    ['Will is the question: should I stop the statin?', 'Will'],
    ['Paris est loin, mon médecin aussi.', 'Paris'],
    ['Iris was inflamed, said the eye doctor.', 'Iris'],
    ['Bill was paid, but the clinic lost my results.', 'Bill'],
    ['so i was there. anyway is fine. mark was high.', 'mark was high'],
    ['Plan:\n- Insulin was raised\n- Sodium is 131', 'Insulin was raised'],
    ['tochter gestern informiert, sohn heute angerufen', 'sohn heute'],
    ['Morgen ist mein Termin. Insulin wirkt nicht.', 'Insulin'],
    ['Rose was the colour of the rash, not red.', 'Rose'],
  ])('leaves a word that opens a sentence: %s', (text, word) => {
    expect(redact(text)).toContain(word);
  });
});

describe('streets without a street word, towns after here-cues and hospitals, postcodes', () => {
  it.each([
    ['Ich wohne am Kornmarkt 3a in Bautzen.', 'Kornmarkt'],
    ['Adresse: Schlossberg 14, bitte klingeln.', 'Schlossberg'],
    ['wir wohnen im Westring 22 und mein Sohn hat Fieber', 'Westring'],
    ['Here in Lerwick nobody does the scan.', 'Lerwick'],
    ['aqui em Mirandela o centro de saúde fechou', 'Mirandela'],
    ['Ricoverato al Ospedale Maggiore, a Crema, con polmonite.', 'Crema'],
    ['vivo em Tondela (3460-521) sozinha', '3460-521'],
  ])('%s', (text, word) => {
    expect(gone(redact(text), word)).toBe(true);
  });

  it.each([
    ['Der Faktor 8 ist erniedrigt.', 'Faktor 8'],
    ['during 1997 the ward closed', 'during 1997'],
    ['monitoring 24 hours showed AF', 'monitoring 24'],
    ['Der Rezeptor 2 ist blockiert.', 'Rezeptor 2'],
    ['Ich bin hier in Behandlung seit 2019.', 'Behandlung'],
    ['Mon fils, qui a Crohn, mange mal.', 'Crohn'],
    ['Im Spiegel war die Consuelo-Klinik.', 'Consuelo'],
    ['Dose (1000-500) mg twice', '1000-500'],
  ])('leaves what is no place: %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});

describe('a given name with an initial, an eponym surname or a Gaelic surname', () => {
  it.each([
    ['Wir (Lukas B., 29) haben eine Frage.', ['Lukas']],
    ['Me llamo así: Carmen T., 51 años.', ['Carmen']],
    ['Our friend (Sarah Graves, a nurse) has hyperthyroidism.', ['Sarah', 'Graves']],
    ['my uncle seán mac an bhaird had a stroke', ['seán', 'bhaird']],
    ['Aoife Nic Dhonnchadha has asthma', ['Aoife', 'Dhonnchadha']],
  ])('%s', (text, words) => {
    const out = redact(text);
    for (const word of words) expect(gone(out, word)).toBe(true);
  });

  it.each([
    ['ALS (doença de Lou Gehrig) progride devagar.', 'doença de Lou Gehrig'],
    ['Our friend (Sarah Graves, a nurse) has Graves disease.', 'Graves disease'],
    ['Vitamin D. Then B12, 500 mcg.', 'Vitamin D'],
    ['Mit Down-Syndrom (Trisomie 21, häufig) lebt er gut.', 'Down-Syndrom'],
    ['She was an old mac and cheese lover', 'mac and cheese'],
  ])('keeps the disease and common words: %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});

describe('numbers after patient, history and intake cues, and log dates with no year', () => {
  it.each([
    ['accettazione n. 26-11873, ID paziente 4410923', ['26-11873', '4410923']],
    ['historia 412233, número de paciente 77120', ['412233', '77120']],
    [
      'patient ID 9920114; ID du patient 5512300; Patienten-ID 331200',
      ['9920114', '5512300', '331200'],
    ],
    ['código do paciente 8812331', ['8812331']],
    ['Schichtprotokoll 03.05.: unruhig', ['03.05']],
  ])('%s', (text, values) => {
    const out = redact(text);
    for (const value of values) expect(out).not.toContain(value);
  });

  it.each([
    ['historia de 12 años con diabetes', 'historia de 12 años'],
    ['patient ID card lost, glucose 12000 mg? no, 120', 'glucose 12000'],
    ['Pflegeprotokoll: Gabe von 2.5 mg', '2.5 mg'],
    ['Nachtprotokoll 1.5 Liter getrunken', '1.5 Liter'],
  ])('leaves a measure: %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});
