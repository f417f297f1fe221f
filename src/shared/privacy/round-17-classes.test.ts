import { describe, expect, it } from 'vitest';
import { redactForUpstream } from './redact-for-upstream.ts';

/*
 * Round 17: the classes blind-25 showed, each in its most general form, in the six languages,
 * with the hard negatives each rule must leave alone.
 */
const redact = (text: string): string => redactForUpstream(text);
const gone = (out: string, word: string): boolean => !out.includes(word);

describe("a name after an insurer's or registry's role, or an abbreviated title", () => {
  it.each([
    ['Member: KEANU J. ABERNATHY, Member ID: 4471', 'ABERNATHY'],
    ['Subscriber: Latrelle Q. Fontenot', 'Fontenot'],
    ['Policyholder: Osvaldo Rinkema', 'Rinkema'],
    ['Asegurada: Yesenia Quillupangui', 'Quillupangui'],
    ['Derechohabiente: ESTANISLAO R. HUICOCHEA', 'HUICOCHEA'],
    ['Ayant droit : Clervie Le Moigne', 'Clervie'],
    ['Adhérent : GOASDOUÉ Tanguy', 'GOASDOUÉ'],
    ['Versicherte: Waltraud Ehrensperger', 'Ehrensperger'],
    ['Mitglied: Gottlieb Zwahlen', 'Zwahlen'],
    ['Assicurata: Filomena Sciarrabba', 'Sciarrabba'],
    ['Intestatario: RUGGERO T. MANCASOLA', 'MANCASOLA'],
    ['Segurado: Wandeclei Fagundes', 'Wandeclei'],
    ['Cotizante: Renato Peñaloza. Carga: Amparo Peñaloza Ríos.', 'Amparo'],
    ['Besuch bei Hrn. Florian Obermoser heute', 'Obermoser'],
    ['Lic. Anacleto Zumárraga revisó los análisis', 'Zumárraga'],
    ['Avv. Clotilde Spanò ha telefonato', 'Spanò'],
    ['Me Soizic Le Goff, avocate, a téléphoné', 'Soizic'],
  ])('%s', (text, name) => {
    expect(gone(redact(text), name)).toBe(true);
  });

  it.each([
    ['Member Services: call the number on your card about Humira.', 'Member Services'],
    ['Mitglied der Deutschen Diabetes Gesellschaft seit 2010', 'Deutschen Diabetes Gesellschaft'],
    ['¿Me Ayudan? Tengo fiebre', 'Ayudan'],
    ['Me tomé 2 pastillas de ibuprofeno', 'tomé'],
    ['Ing. civil, 45 años, con lumbalgia', 'lumbalgia'],
    ['Member of the American Diabetes Association since 2010', 'American Diabetes Association'],
  ])('keeps %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});

describe('dates with a month word between separators, and care-log days before a colon', () => {
  it.each([
    ['Fecha del accidente: 9/abril/2025.', '9/abril/2025'],
    ['Opéré le 17-janv-2024 pour une hernie', '17-janv-2024'],
    ['Sturz am 3.Feb.2025 im Bad', '3.Feb.2025'],
    ['ricoverato il 30/giu/2025 per scompenso', '30/giu/2025'],
    ['vacinado em 2-out-2024 contra gripe', '2-out-2024'],
    ['seen on 11/Nov/2024 for gout', '11/Nov/2024'],
    ['parto programado 21/diciembre', '21/diciembre'],
    ['ricovero 14-XII-2024 per frattura', '14-XII-2024'],
    ['caída el 3.IV.2025 en casa', '3.IV.2025'],
    ['Journal de soins 05/03 : patiente douloureuse', '05/03'],
    ['Pflegeprotokoll 28.02.: Bewohner unruhig', '28.02.'],
  ])('%s', (text, date) => {
    expect(gone(redact(text), date)).toBe(true);
  });

  it.each([
    ['Dolor 7/10: peor por la noche', '7/10'],
    ['NYHA II-III desde 2024', 'NYHA II-III'],
    ['tumor en estadio IV 2024 según TNM', 'estadio IV'],
    ['EVA 3/10 : amélioration', '3/10'],
    ['metformina 850 mg 1-0-1, HbA1c 7.5%', '850 mg'],
    ['Calle 5 de Mayo 23 es la farmacia', 'farmacia'],
  ])('keeps %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});

describe('a lower-case name no list holds after a kin word, when a verb or an age shows a person', () => {
  it.each([
    ['mi esposa dayanis tiene preeclampsia', 'dayanis'],
    ['mi hijo brayitan, de 6 años, tiene otitis', 'brayitan'],
    ['ma femme gwenvaël a une hernie discale', 'gwenvaël'],
    ['mein freund jannek hat Gürtelrose', 'jannek'],
    ['mia nipote yleniah ha la varicella', 'yleniah'],
    ['minha filha ysadora tem 9 anos e asma', 'ysadora'],
    ['my partner jaxtyn has shingles', 'jaxtyn'],
    ['mi esposa yurleidy se siente mareada', 'yurleidy'],
    ['my husband darnell says it hurts', 'darnell'],
  ])('%s', (text, name) => {
    expect(gone(redact(text), name)).toBe(true);
  });

  it.each([
    ['mi esposa embarazada tiene preeclampsia', 'embarazada'],
    ['mi hija menor tiene otitis', 'menor'],
    ['mi novia venezolana tiene asma', 'venezolana'],
    ['ma femme enceinte a une hernie discale', 'enceinte'],
    ['mon fils epileptique prend de la depakine', 'epileptique'],
    ['mon mari diabetique est tout moite', 'diabetique'],
    ['mein mann jetzt hat Fieber', 'jetzt'],
    ['mia cugina giù a Napoli ha il diabete', 'giù'],
    ['minha mãe grávida tem diabetes', 'grávida'],
    ['my wife pregnant has lupus', 'pregnant'],
    ['my daughter graduate next year', 'graduate'],
    ['in our patient population the rate was low', 'population'],
    ['meu filho bateu a cabeça no futebol', 'bateu'],
    ['mi hijo cayó y se golpeó', 'cayó'],
    ['mi esposa embarazada se siente mareada', 'embarazada'],
  ])('keeps %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});

describe("the neighbours' and Latin America's national numbers", () => {
  it.each([
    ['RUT 9.876.543-2 del paciente', '9.876.543-2'],
    ['Mi RUN es 17654321-k', '17654321-k'],
    ['Paciente: Gumersindo Arancibia 10.234.567-8, 61 años', '10.234.567-8'],
    ['Receta para Dolores Quispe (DNI 41.236.887)', '41.236.887'],
    ['Nelson Achury, CC 1.019.234.567, asma', '1.019.234.567'],
    ['AHV-Nummer 756.4821.9936.17 für die Kasse', '756.4821.9936.17'],
    ['numéro de registre national 92.03.15-287.41', '92.03.15-287.41'],
    ['RFC VEAL8812243N7 para la factura', 'VEAL8812243N7'],
    ['Versicherter Anton Pichler, 1237 241055, Sturz', '1237 241055'],
  ])('%s', (text, id) => {
    expect(gone(redact(text), id)).toBe(true);
  });

  it.each([
    ['Plaquetas 250.000 por mm3', '250.000'],
    ['población de 12.345.678 habitantes en el estudio', 'habitantes'],
    ['dosis de 1.000.000 UI de vitamina A', '1.000.000 UI'],
    ['[NAME], 47 años, hipertensa', '47 años'],
  ])('keeps %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});

describe("an address's office, flat or building part, and a dateline's town mid-line", () => {
  it.each([
    ['Consultorio en Av. Libertador 5480, of. 302, Vitacura.', 'of. 302'],
    ['Rua Oscar Freire 1200, sala 804, Campinas', 'sala 804'],
    ['Via Garibaldi 18, int. 6, Torino', 'int. 6'],
    ['3 rue des Lilas, bât. B, Nantes', 'bât. B'],
    ['Mariahilfer Straße 88, Stiege 2, Top 14, Wien', 'Top 14'],
    ['Praxis Hauptstraße 12, 3. OG, Linz', '3. OG'],
    ['Calle Alcalá 40, 2º piso, Madrid', '2º piso'],
    ['Vivo en Av. Corrientes 1200, depto 4C, Buenos Aires', 'Buenos Aires'],
    ['Me atendieron en Carrera 15 # 93-47, consultorio 402, Bogotá.', '93-47'],
    ['Vivo en la Calle 26 No. 68-35 Sur, Medellín', 'Medellín'],
    ['Domicilio: Calle Real 14, portal 2, 4º izq., Oviedo.', 'izq'],
    ['Posologia: 1 comprimido ao dia. Fortaleza, 12/03/2025. Dra. Lima', 'Fortaleza'],
    ['Reposo 3 días. Sevilla, 4 de abril de 2025.', 'Sevilla'],
    ['Certificato per uso sportivo. Torino, lì 5/6/2025', 'Torino'],
  ])('%s', (text, part) => {
    expect(gone(redact(text), part)).toBe(true);
  });

  it.each([
    ['Sala 3 del hospital, cama 12', 'Sala 3'],
    ['Calle 3 de la guía, paso 2-4', 'paso 2-4'],
    ['dosis de 2 # 10-20 mg', '10-20 mg'],
    ['la carga viral es indetectable, carga: 20 copias', 'carga viral'],
    ['Take one tablet daily. Parkinson, 12 weeks of follow-up.', 'Parkinson'],
    ['Resultados del estudio. Diabetes, 2025.', 'Diabetes'],
  ])('keeps %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});
