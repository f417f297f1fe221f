import type { SafetyTexts } from '../safety-text-types.ts';

export const de: SafetyTexts = {
  title: 'Möglicher medizinischer Notfall',
  warning:
    '**⚠️ Möglicher medizinischer Notfall.** Was Sie beschreiben, kann lebensbedrohlich sein. Wenn es gerade passiert, rufen Sie sofort Ihre örtliche Notrufnummer an (911 in den USA, 999 in Großbritannien) oder gehen Sie in die nächste Notaufnahme. Warten Sie nicht auf eine Antwort im Internet.\n\n',
  disclaimer:
    'Medizinischer Hinweis: Diese Informationen dienen ausschließlich der Aufklärung und ersetzen keine professionelle medizinische Beratung. Wenden Sie sich vor medizinischen Entscheidungen immer an qualifizierte Fachleute des Gesundheitswesens.',
  disclaimerLead: 'Medizinischer Hinweis: ',
  generalBanner:
    'Bei starken Kopfschmerzen, einem Krampfanfall, plötzlichen Sehstörungen oder Bewusstlosigkeit verständigen Sie sofort den Notruf: 911 in den USA, 999 in Großbritannien.',
  categories: {
    cardiac:
      'Brustschmerzen mit Schweißausbruch oder mit Ausstrahlung in Arm oder Kiefer können ein Herzinfarkt sein.',
    stroke:
      'Ein hängender Mundwinkel, ein schwacher Arm oder verwaschene Sprache können ein Schlaganfall sein: Merken Sie sich, wann es begann.',
    breathing:
      'Schwere Atemnot, Ersticken oder blaue Lippen sind ein Notfall: Bleiben Sie bei der Person.',
    allergy:
      'Schwellungen von Gesicht oder Hals oder Atemnot nach einem Lebensmittel, einem Stich oder einem Medikament können eine Anaphylaxie sein: Benutzen Sie sofort den Adrenalin-Autoinjektor, falls einer verschrieben ist.',
    poisoning:
      'Bei einer Vergiftung oder Überdosis rufen Sie den Giftnotruf oder den Rettungsdienst an und bringen Sie die Person nicht zum Erbrechen.',
    // TelefonSeelsorge Deutschland (https://www.telefonseelsorge.de), rund um die Uhr, gebührenfrei.
    suicide:
      'Wenn Sie an Suizid denken oder daran, sich etwas anzutun, sind Sie nicht allein: Die TelefonSeelsorge ist rund um die Uhr unter 0800 111 0 111 erreichbar.',
    bleeding:
      'Bei starker Blutung drücken Sie fest mit einem sauberen Tuch auf die Wunde und halten Sie den Druck.',
    unconscious:
      'Ist jemand zusammengebrochen oder hat einen Krampfanfall, schützen Sie ihn vor Verletzungen und bringen Sie ihn, wenn er atmet, in die stabile Seitenlage.',
  },
  callLocal:
    'Rufen Sie jetzt Ihre örtliche Notrufnummer an (911 in den USA, 999 in Großbritannien).',
  callRegional:
    'Rufen Sie jetzt die {number} an ({region}) oder Ihre örtliche Notrufnummer (911 in den USA, 999 in Großbritannien).',
  regionalNumber: 'Notrufnummer ({region}): {number}.',
  sentenceGap: ' ',
};
