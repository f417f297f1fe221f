import { describe, expect, it } from 'vitest';
import { redactForUpstream } from './redact-for-upstream.ts';
import { gazetteerTowns, isGazetteerTown } from './town-gazetteer.ts';

/*
 * Round 19a: towns, facilities and addresses in prose, each class in its general form in the
 * six languages, with the hard negatives each rule must leave alone (service-towns.ts,
 * place-labels.ts, care-facilities.ts, rural-addresses.ts).
 */
const redact = (text: string): string => redactForUpstream(text);
const gone = (out: string, word: string): boolean => !out.includes(word);

describe('a town after a service, a doctor, a slang verb of being or a self-introduction', () => {
  it.each([
    ['my dads district nurse in rotherham says his legs are swollen', 'rotherham'],
    ['her gp dr okafor in bootle changed it', 'bootle'],
    ['Dr. [NAME] at Coimbatore changed the dose', 'Coimbatore'],
    ['la pediatra de getafe le mandó amoxicilina', 'getafe'],
    ['el consultorio de puente alto no atiende', 'puente alto'],
    ['En el hospital de Santiago le pusieron cipro', 'Santiago'],
    ['remitido desde el CS de Vallecas el lunes', 'Vallecas'],
    ['vivo en maipú y el cesfam está cerrado', 'maipú'],
    ['le médecin de garde à Vierzon m’a donné augmentin', 'Vierzon'],
    ['son medecin traitant le dr kerbrat a quimper dit que', 'quimper'],
    ['on reste à villeurbanne avec ma mère', 'villeurbanne'],
    ['slt c moi, c [NAME] de nantes, je prends la pilule', 'nantes'],
    ['bin grad in kreuzberg, welcher notdienst hat auf', 'kreuzberg'],
    ['bin grad bei meiner oma in neukölln, sie hat Diabetes', 'neukölln'],
    ['der Notdienst in Wattens hat mir Ibuprofen gegeben', 'Wattens'],
    ['fahr ihn sofort nach Flensburg', 'Flensburg'],
    ['il medico di guardia a sesto san giovanni mi ha dato il bentelan', 'sesto san giovanni'],
    ['al pronto soccorso di lecco mi hanno dato ketoprofene', 'lecco'],
    ['to em guaianases e meu filho ta com catapora', 'guaianases'],
    ['o posto de saúde de itaquera mudou o remédio', 'itaquera'],
    ['a ubs de capão redondo trocou o remédio', 'capão redondo'],
    ['Sou enfermeiro num hospital municipal em Luanda. Temos', 'Luanda'],
  ])('%s', (text, place) => {
    expect(gone(redact(text), place)).toBe(true);
  });

  it.each([
    ['the nurse in charge said the Mayo Clinic protocol is standard', 'in charge'],
    ['Removal of general surgery in clerkship may help', 'clerkship'],
    ['pituitary surgery in patients with Cushing’s disease', 'patients with'],
    ['given to EM residents as a questionnaire', 'residents'],
    ['Trabajo en el Hospital de Santa Maria con pacientes', 'Hospital de Santa Maria'],
    ['¿pido cita con el médico de cabecera?', 'cabecera'],
    ['devo andare dal medico di base?', 'di base'],
    ['la pediatra de guardia dice que es viral', 'guardia'],
    ['al pronto soccorso di notte non c’è nessuno', 'notte'],
    ['o posto de saúde de manhã está fechado', 'manhã'],
    ['to no telhado do prédio agora', 'telhado'],
    ['tô com dor muscular em tudo depois do crossfit', 'tudo'],
    ['vivo en casa con mi madre', 'casa'],
    ['bin grad in behandlung wegen Rückenschmerzen', 'behandlung'],
    ['La sage-femme parle de prééclampsie.', 'prééclampsie'],
    ['vivo en Chile y el pediatra dijo síndrome de Down', 'Chile'],
  ])('keeps: %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});

describe('a big city after a label, in an address line or before a practice', () => {
  it.each([
    ['Usuario: x | Ubicación: Rosario, Santa Fe', 'Rosario'],
    ['Localidad: Barranquilla\nPregunta: tengo hipotiroidismo', 'Barranquilla'],
    ['Wohnort: Innsbruck\nFrage: Pfeiffersches Drüsenfieber', 'Innsbruck'],
    ['Lieu : Quimper\nQuestion : maladie de Crohn', 'Quimper'],
    ['Città: Pescara\nDomanda: malattia di Kawasaki', 'Pescara'],
    ['Cidade: Fortaleza\nPergunta: doença de Graves', 'Fortaleza'],
    ['Location: Coimbatore\nQ: Kawasaki disease', 'Coimbatore'],
    ['Rua Galvão Bueno, 480, apto 83 - Liberdade - São Paulo/SP - CEP 01506-000', 'Liberdade'],
    ['Rua Galvão Bueno, 480, apto 83 - Liberdade - São Paulo/SP - CEP 01506-000', 'São Paulo'],
    ['r/o No. 14, 8th Cross, Malleswaram, Bengaluru 560003, presented', 'Bengaluru'],
    ['lives alone at 1187 County Rd 12, Millersburg OH 44654, plain community', 'Millersburg'],
    ['Thanks\n\nDafydd Evans, Swansea SA1 3QT', 'Swansea'],
    ['on reste au 1234 rue Beaubien Montreal H2S 1S3 si quelquun', 'Montreal'],
    ['estamos no Bairro da Mafalala, quarteirão 12, casa 45, Maputo. contacto', 'Maputo'],
    ['an appointment at Blacktown Family Practice on Thursday', 'Blacktown'],
    ['vive en Calle Mayor 3, 2 izda de bilbao 48003. se puede', 'bilbao'],
  ])('%s', (text, place) => {
    expect(gone(redact(text), place)).toBe(true);
  });

  it.each([
    ['Location: Emergency Department\nQ: chest pain', 'Emergency Department'],
    ['Place: operating room', 'operating room'],
    ['Lugar: domicilio', 'domicilio'],
    ['Ubicación: Chile', 'Chile'],
    ['the Cleveland Clinic and Boston Medical Center', 'Boston Medical Center'],
  ])('keeps: %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});

describe('a care home or small care service, and the town after it', () => {
  it.each([
    ['Residencia Los Almendros (Alcalá de Henares) – Parte de incidencias', 'Los Almendros'],
    ['Residencia Los Almendros (Alcalá de Henares) – Parte de incidencias', 'Alcalá'],
    ['EHPAD Les Tilleuls, 12 rue des Lilas — transmissions', 'Tilleuls'],
    ['Bewohnerin aus dem Pflegeheim St. Josef in Lienz, Cushing-Syndrom', 'Josef'],
    ['Bewohnerin aus dem Pflegeheim St. Josef in Lienz, Cushing-Syndrom', 'Lienz'],
    ['Lar de Santo António, Póvoa de Lanhoso — registo', 'Santo António'],
    ['Lar de Santo António, Póvoa de Lanhoso — registo', 'Póvoa de Lanhoso'],
    ['Mom lives at Rosewood Lodge and the nurses said', 'Rosewood'],
    ['Dad moved into Maple Grove Care Home in March', 'Maple Grove'],
    ['RSA Villa Serena, Monza – diario clinico', 'Serena'],
    ['RSA Villa Serena, Monza – diario clinico', 'Monza'],
    ['Seniorenresidenz Am Rosenhang – Pflegebericht', 'Rosenhang'],
    ['Maison de repos Les Glycines, 1180 Uccle — suivi', 'Glycines'],
    ['Casa di riposo San Giuseppe, Lodi — consegne', 'San Giuseppe'],
    ['Spitex Oberland kommt täglich', 'Oberland'],
  ])('%s', (text, name) => {
    expect(gone(redact(text), name)).toBe(true);
  });

  it.each([
    ['hice la residencia de Medicina Interna en el Hospital', 'Medicina Interna'],
    ['La Residencia de Medicina Interna del Hospital', 'Medicina Interna'],
    ['nursing home residents in the Care Home Study', 'Care Home Study'],
    ['We stayed at the Masonic Lodge', 'Masonic Lodge'],
    ['MR Imaging of Bone Metastases at 1.5 T', 'Bone Metastases'],
    ['Residencia Los Almendros: enfermedad de Alzheimer, donepezilo', 'enfermedad de Alzheimer'],
  ])('keeps: %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});

describe('Belgian, Swiss, Austrian, rural and West African addresses', () => {
  it.each([
    ['On habite chaussée de Wavre 221 bte 4, 1050 Ixelles. Numéro', 'Ixelles'],
    ['On habite chaussée de Wavre 221 bte 4, 1050 Ixelles. Numéro', '221 bte 4'],
    ['Nous habitons avenue des Nerviens 45 bte 2, 1040 Etterbeek.', 'Nerviens'],
    ['je suis Paul (Anderlecht, 1070), registre national', 'Anderlecht'],
    ['Bonjour, [NAME], ch. des Pâquerettes 8, 1004 Lausanne, tél.', 'Pâquerettes'],
    ['Wir wohnen abgelegen, Rettenbach 14, 4820 Bad Ischl, und kommen', 'Rettenbach'],
    ['Wir wohnen abgelegen, Rettenbach 14, 4820 Bad Ischl, und kommen', 'Bad Ischl'],
    ['Ich bin [NAME], Chalet Alpenblick, Oberdorf 3, 3823 Wengen. Frage', 'Alpenblick'],
    ['Ich bin [NAME], Chalet Alpenblick, Oberdorf 3, 3823 Wengen. Frage', 'Oberdorf 3'],
    ['Wir wohnen Unterdorf 7, 6863 Egg, ziemlich abgelegen.', '6863'],
    ['vive in campagna, località Su Pranu, 09040 Sinnai (SU).', 'Su Pranu'],
    ['nous sommes au lieu-dit Les Granges, près du bourg', 'Les Granges'],
    ['on est à Hamdallaye ACI rue 345 porte 112. le centre', 'rue 345 porte 112'],
    ['on habite au secteur 15, mon fils a le paludisme', 'secteur 15'],
  ])('%s', (text, part) => {
    expect(gone(redact(text), part)).toBe(true);
  });

  it.each([
    ['In this cohort, 1998 Patients were enrolled.', '1998 Patients'],
    ['Results: 1500 Patienten (Median 63 Jahre)', '1500 Patienten'],
    ['we enrolled, 1200 Women.', '1200 Women'],
    ['(Crohn, 2019) described it first', 'Crohn, 2019'],
    ['en lugar de Ibuprofeno tomo paracetamol', 'Ibuprofeno'],
    ['la Chaussée de la Maladie 3 fois par jour', 'Maladie'],
  ])('keeps: %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});

describe('the gazetteer, built on first use', () => {
  it('keeps its API', () => {
    expect(isGazetteerTown('Medellín')).toBe(true);
    expect(isGazetteerTown('medellin', false)).toBe(false);
    expect(gazetteerTowns().size).toBeGreaterThan(19_000);
  });
});

describe('a royal style inside a care home is no person, and the home is an address', () => {
  it('takes the home, keeps the hospital', () => {
    const out = redact('el pediatra del Hospital Niño Jesús y el Lar Rainha D. Leonor');
    expect(out).toContain('Hospital Niño Jesús');
    expect(out).toContain('Lar [ADDRESS]');
    expect(redact(out)).toBe(out);
  });

  it('is idempotent on a flat after a residence', () => {
    const once = redact('Adresse : Résidence Les Pins, appt 14, 12 chemin de la Source, 13100 Aix');
    expect(redact(once)).toBe(once);
  });
});
