import { describe, expect, it } from 'vitest';
import { redactForUpstream } from './redact-for-upstream.ts';

/*
 * Round 20c: places that leaked for their context (place-contexts.ts, service-towns.ts): an
 * arrondissement, a business named for its town, a district in brackets, an address line's end,
 * a town after a person found, a school's town, Latin American and African address parts; and
 * the hard negatives each rule must leave alone.
 */
const redact = (text: string): string => redactForUpstream(text);

describe('places in their contexts, six languages', () => {
  it.each([
    ['Merci, Mme Dupont (Marseille 13e)', 'Marseille'],
    ['ma pédiatre (Lyon 7e) a prescrit', 'Lyon'],
    ['on habite Paris XVIe depuis', 'Paris'],
    ['tablets from Tralee Vets last week', 'Tralee'],
    ['von der Tierarztpraxis Ahrensburg, mein Hund', 'Ahrensburg'],
    ['la Clínica Veterinaria Tepeyac le dio', 'Tepeyac'],
    ['Dra. Inês Lopes, USF Ramalde, Porto. Tenho', 'Ramalde'],
    ['En la farmacia de mi barrio (Lavapiés) me dieron', 'Lavapiés'],
    ['dans mon quartier (Belleville) la pharmacie', 'Belleville'],
    ['in meinem Viertel (Ehrenfeld) gibt es', 'Ehrenfeld'],
    ['atropelada pelo veículo, Av. Frei Serafim, Teresina". Tive', 'Teresina'],
    ['Trecho: "Rua Coronel Lima, Juazeiro do Norte". Tomo', 'Juazeiro'],
    ['writing from Flat 4, Okoro Close, Ikoyi, Lagos. My daughter', 'Ikoyi'],
    ['Zuweiser: Dr. Reto Caflisch, Chur, HIN-Mail', 'Chur'],
    ['Inviato dal dott. Marco Bellini, Rovereto, per sospetta', 'Rovereto'],
    ['linfirmiere de son ecole a chicoutimi a dit', 'chicoutimi'],
    ["L'infermiera della scuola a Brescia dice", 'Brescia'],
    ['La enfermera de la escuela en zapopan dijo', 'zapopan'],
    ['residente en 3a. avenida 5-22 zona 1, Guatemala. Tiene', '5-22'],
    ['Vivo en 5a. calle 12-40 zona 10, y mi hija', '12-40'],
    ['mi mamá vive en sector villa mella y toma losartán', 'villa mella'],
    ['en la calle duarte casa número doce sector los mina', 'número doce'],
    ["j'habite à Yaoundé quartier bastos rue 1750 ma fille", 'bastos'],
    ['Mi dirección: manzana 14 lote 7, colonia Santa Úrsula.', 'lote 7'],
    ['O pediatra da UBS do Boqueirão receitou mupirocina', 'Boqueirão'],
    ['Provider: Gastroenterology Associates of El Paso\nService:', 'El Paso'],
    ['Care log - Rosewood House, Room 12', 'Rosewood'],
    ['Notes: Mrs Hale, Meadowbank Court, Room 3, refused', 'Meadowbank'],
    ['vive en calle morelos 42 en tlacolula mi cel', 'tlacolula'],
    ['Referral from Dr. Omar Haddad, Wexford, for suspected', 'Wexford'],
    ['ich bin Gina aus Ludwigshafen, seit 2019', 'Ludwigshafen'],
  ])('%s: %s goes', (text, word) => {
    expect(redact(text)).not.toContain(word);
  });

  it.each([
    ['Le 8e jour de fièvre, il a eu une éruption.', '8e jour'],
    ['Le syndrome de Down (trisomie 21) est fréquent.', 'Down'],
    ['El sector salud recomienda la vacuna contra el dengue.', 'sector salud'],
    ['en la zona de riesgo hay más dengue', 'zona de riesgo'],
    ['My vet said Lyme disease is rare in dogs.', 'Lyme disease'],
    ['Emergency Vets are closed on Sundays.', 'Emergency'],
    ['The patient (Crohn) had a flare, Dr. [NAME], Parkinson, not sure.', 'Parkinson'],
    ['Die Schule in der Nähe hat Windpocken gemeldet.', 'Windpocken'],
    ['la scuola a tempo pieno chiude alle 16', 'tempo pieno'],
    ['Paciente: Carrera 50 # 45-23, losartán 50 mg.', 'losartán 50 mg'],
    ['dans mon quartier (Covid) on a fermé', 'Covid'],
    ['Morbus Wilson, Kayser-Fleischer-Ring bds.', 'Morbus Wilson'],
    ['The doctor at the House of Lords clinic said my HbA1c is 7.2%.', 'House of Lords'],
    ['Children’s Hospital of Philadelphia says the dose is fine', 'Hospital'],
    ['a maximal effective orifice area (EOA) within the annulus', 'EOA'],
    ['Dr. [NAME], Parkinson disease clinic, said', 'Parkinson'],
    ['[ADDRESS] en casa tenemos paracetamol', 'casa tenemos paracetamol'],
    ['la manzana y el lote de vacunas llegaron', 'lote de vacunas'],
    ['Room 12 of the Grange Hospital', 'Grange Hospital'],
  ])('%s: %s stays', (text, term) => {
    expect(redact(text)).toContain(term);
  });
});
