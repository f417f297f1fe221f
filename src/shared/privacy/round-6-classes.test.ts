import { describe, expect, it } from 'vitest';
import { redactForUpstream } from './redact-for-upstream.ts';

/*
 * The general forms behind blind-10's leaks, in wordings other than its own: a given name that is
 * also a word after a kinship or care role, a surname after an honorific behind a role, the name
 * someone is called by, 'SURNAME, GIVEN' after a title, a child's label line, a ZIP code after a
 * place, a street named for a date with its units; and the look-alikes that must stay.
 */
describe('round 6: the forms behind blind-10', () => {
  it.each([
    ['my son hunter (4) has a rash', 'my son [NAME] (4) has a rash'],
    ['our nanny, joy, noticed', 'our nanny, [NAME], noticed'],
    ['mi hija rocío, de 7 años, tiene', 'mi hija [NAME], de 7 años, tiene'],
    ['ma fille rose, 9 ans, tousse', 'ma fille [NAME], 9 ans, tousse'],
    ['meine tochter rosa hat fieber', 'meine tochter [NAME] hat fieber'],
    ['la nostra colf, marina, dice', 'la nostra colf, [NAME], dice'],
    ['a cuidadora dona lurdes disse', 'a cuidadora dona [NAME] disse'],
    ['seine betreuerin frau kowalczyk meint', 'seine betreuerin frau [NAME] meint'],
    ['he keeps calling me Maggie and', 'he keeps calling me [NAME] and'],
    ['mi abuelo me llama Lucía aunque', 'mi abuelo me llama [NAME] aunque'],
    [
      "mamie m'appelle encore, elle m'appelle Odile",
      "mamie m'appelle encore, elle m'appelle [NAME]",
    ],
    ['il nonno mi chiama Teresa', 'il nonno mi chiama [NAME]'],
    ['o vovô me chama de Lúcia', 'o vovô me chama de [NAME]'],
    ['Sra. PÉREZ MARTÍN, Ana Belén: recuerde', 'Sra. [NAME]: recuerde'],
    ["Mme KOUASSI-N'GORAN, Aya, votre rendez-vous", 'Mme [NAME], votre rendez-vous'],
    ['Hr. SCHMIDT-WEBER, Jan Ole, Ihr Termin', 'Hr. [NAME], Ihr Termin'],
    ["Enfant : DIALLO-N'DOUR Aminata, née", 'Enfant : [NAME], née'],
    ['the urgent care by our town (60614) said', 'the urgent care by our town ([ADDRESS]) said'],
    ['my zip code is 30318 if that matters', 'my zip code is [ADDRESS] if that matters'],
    ['Rua Quinze de Novembro, 88, apto 12, Curitiba', '[ADDRESS], [ADDRESS]'],
    ['Calle Dos de Mayo 14, piso 3', '[ADDRESS]'],
    // Probe-6's forms, in other words, after it was measured.
    ['la dottoressa ricciardi, però, dice', 'la dottoressa [NAME], però, dice'],
    ['a doutora figueiredo disse', 'a doutora [NAME] disse'],
    ['Bis bald, eure Hanna', 'Bis bald, eure [NAME]'],
  ])('%s', (text, expected) => {
    expect(redactForUpstream(text)).toBe(expected);
  });

  it.each([
    'my daughter rose from her chair and fainted',
    'my mother grew dizzy after the dose',
    'corso di primo soccorso: quante compressioni',
    'the nurse, please, told me to wait',
    'she calls me every day and calls me back at night',
    'mi madre me llama por teléfono',
    'il m’appelle tous les soirs',
    'mi chiama spesso la sera',
    'the aide, sorry, the nurse came',
    'la casa de mi madre, piso 3',
    'WBC (10500) and platelets (250000)',
    'Fr. 14 catheter, Ch. 16 drain',
    'la dottoressa dice che va bene',
    'Grüße an deine Ärztin',
  ])('keeps %s', (text) => {
    expect(redactForUpstream(text)).toBe(text);
  });
});
