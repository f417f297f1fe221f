import { describe, expect, it } from 'vitest';
import { redactForUpstream } from './redact-for-upstream.ts';

/*
 * Round 22b: places, addresses and numbers that leaked for their form (lower-case-streets.ts,
 * lower-case-postcodes.ts, service-towns.ts, places.ts, address-forms.ts, rural-addresses.ts,
 * multilingual-rules.ts, label-order-names.ts): lower-case American streets with their town and
 * ZIP, lower-case British postcodes and Dublin districts, abbreviated German streets, streets
 * named for a doctor, towns after a street, a local service, a nearness cue, a Swiss 'us' or
 * before an American state; Indian layout addresses; hamlets on a farm; Italian lanes and steps;
 * a French insured's number with its rank, a resident's URN, an authorisation code, a Brazilian
 * council register after a name; and the hard negatives each rule must leave alone.
 */
const redact = (text: string): string => redactForUpstream(text);

describe('round 22b: places, addresses and numbers, six languages', () => {
  it.each([
    // 1. Lower-case addresses and towns in chat.
    ['my dad lives at 2214 n oak st apt 5b toledo oh 43604, he takes', '2214'],
    ['my dad lives at 2214 n oak st apt 5b toledo oh 43604, he takes', 'toledo'],
    ['my dad lives at 2214 n oak st apt 5b toledo oh 43604, he takes', '43604'],
    ['send it to 88 e cherry ln unit 2 so she gets it', 'cherry'],
    ['we live in rathmines dublin 6 and my son has asthma', 'rathmines'],
    ['we live in rathmines dublin 6 and my son has asthma', 'dublin 6'],
    ['shes in ballymun, dublin 6w now', 'ballymun'],
    ['gp surgery is in motherwell ml1 3ab, they gave my gran ramipril 5mg', 'motherwell'],
    ['gp surgery is in motherwell ml1 3ab, they gave my gran ramipril 5mg', 'ml1 3ab'],
    ['mein opa wohnt in der goethestr 12 und nimmt ramipril 5 mg', 'goethestr'],
    ['mi padre vive en c/ doctor fleming 7 de zamora y toma enalapril', 'fleming'],
    ['mi padre vive en c/ doctor fleming 7 de zamora y toma enalapril', 'zamora'],
    ['moro na rua doutor arnaldo 55 em campinas e tomo losartana', 'arnaldo'],
    ['na BR-101 perto de itajaí, graças a deus', 'itajaí'],
    ['vivimos en pasaje los aromos 1234 villa el bosque puente alto, su rut', 'puente alto'],
    ['moro na rua das flores 12 jardim américa goiânia. tomo losartana', 'goiânia'],
    ['il est tombé près de quimper hier soir', 'quimper'],
    // An Austrian stair and door after the house number, in one pass (idempotence).
    ['Wir sind in der Landstraße 44/2/7, 4020 Linz.', '/7'],
    ['Sie wohnt Mariahilfer Straße 120/3/14/2 im 6. Bezirk', '/14'],
    // 2. Towns after a local service, a Swiss 'us', a state's name.
    ['Le recordamos su cita en Cardiología, Ambulatorio de Txurdinaga, el martes.', 'Txurdinaga'],
    ['Überweisung von Dr. Braun, Praxis in Köln-Ehrenfeld, wegen Morbus Addison', 'Ehrenfeld'],
    ['Grüezi, ich bi de Reto us Schaffhausen und nimm Metformin 1000 mg', 'Schaffhausen'],
    ['Soy colombiana viviendo en Kissimmee, Florida, y mi mamá toma levotiroxina', 'Kissimmee'],
    ['Moro em Kendall, Flórida, e tomo metformina', 'Kendall'],
    ['Il a fait un malaise devant la pharmacie, à Saint-Malo. Les pompiers', 'Saint-Malo'],
    // 3. Indian layouts, farms and hamlets, Italian lanes.
    ['My mother lives at 22/4, 5th Main, Jayanagar, Bengaluru and is on insulin', 'Jayanagar'],
    ['Address: 118/B, 2nd Stage, Indiranagar, Bangalore. Patient on metformin', 'Indiranagar'],
    ['residing #45, 4th Cross, Koramangala, Bengaluru', 'Koramangala'],
    ['Meine Eltern leben auf dem Hof, Unterbrunn 3, und Papa nimmt Marcumar', 'Unterbrunn'],
    ['Sie lebt allein auf dem Hof, Oberhaslach 7, 67280 Urmatt, und will', 'Oberhaslach'],
    ['Endereço: Fazenda Santa Rita, zona rural. Paciente com doença de Chagas', 'Santa Rita'],
    ['Residenza: Vico Lungo Teatro Nuovo 41, 80134 Napoli', 'Teatro Nuovo'],
    ['Abito in Salita San Nicola da Tolentino 7, mia madre prende eutirox', 'Tolentino'],
    ['abito in calata trinità maggiore 3, mia madre prende eutirox', 'trinità'],
    // 4. Numbers.
    ['N° adhérent : 1 84 03 75 112 068 / 0045612\nVirement', '0045612'],
    ['N° de sécurité sociale : 2 91 07 69 123 045 / 0078123 — IRM', '0078123'],
    ["Resident: Mavis O'Toole (URN 0045521), aged 94", '0045521'],
    ['Resident number 4471203, Room 14, Sinemet 100/25', '4471203'],
    ['Senha de autorização: 8847120. Então gente', '8847120'],
    ['Médica: Dra. Francisca Iracema Sobral, CRM-CE 12345\n\nbenznidazol', '12345'],
    ['Enfermeira: Ana Paula Rocha, COREN-MG 445566', '445566'],
  ])('%s loses %s', (text, identifier) => {
    expect(redact(text)).not.toContain(identifier);
  });

  it.each([
    ['She was treated at Mayo Clinic for Paget disease of bone.', 'Mayo Clinic'],
    ['Ingresó en el Hospital Clínic por un brote.', 'Hospital Clínic'],
    ['An der Charité bekam sie Prednisolon 5 mg.', 'Charité'],
    ['she takes 2/3 of the dose at night', '2/3 of the dose'],
    ['take 2 pills before dr visit', '2 pills before dr visit'],
    ['heard s1 2nd heart sound split', 's1 2nd'],
    ['5 ml 3 times a day', '5 ml 3 times'],
    ['grade 2, Phase 3 trial of the drug', 'Phase 3 trial'],
    ['G2/P1, 3rd Stage of labour was normal', '3rd Stage of labour'],
    ['Ambulatorio de Traumatología, planta 2', 'Traumatología'],
    ['Ambulatorio de Especialidades de la zona', 'Especialidades'],
    ['Praxis in der Nähe hat zu', 'Praxis in der Nähe'],
    ['Tell us Boston is far', 'Boston'],
    ['una salita di 2 km la stanca', 'salita di 2 km'],
    ['perto de casa tem uma farmácia', 'perto de casa'],
    ['auf dem Hof, Montag 3 Mal gestürzt', 'Montag 3 Mal'],
    ['Hospital de Santa Maria, Lisboa', 'Hospital de Santa Maria'],
    ['hospitalisé au CHU de Nantes pour une embolie', 'CHU de Nantes'],
    ['BP 150/95 and HR 88', 'BP 150/95'],
    ['vivimos en calle los aromos 12 villa el bosque, su rut', 'villa el bosque'],
  ])('%s keeps %s', (text, term) => {
    expect(redact(text)).toContain(term);
  });
});
