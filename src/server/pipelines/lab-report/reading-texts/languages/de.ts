import type { LabReadingTexts } from '../lab-reading-text-types.ts';

export const de: LabReadingTexts = {
  label:
    '> **Einordnung Ihrer Werte** — jeder Wert verglichen mit dem daneben gedruckten Referenzbereich, nach festen Regeln aus dem Befund selbst ermittelt. Keine von einer KI geschriebene Zusammenfassung; Referenzbereiche unterscheiden sich zwischen Laboren, besprechen Sie die Ergebnisse daher mit einer Ärztin oder einem Arzt.',
  noTests:
    '**Aus diesem Dokument konnten keine Laborwerte gelesen werden.** Vielleicht ist es kein Laborbefund, oder seine Tabelle ist ungewöhnlich aufgebaut. Maßgeblich sind die Werte auf dem Befund selbst.',
  sourceLines: {
    'text-layer': '_Die Werte wurden aus dem Text des Dokuments gelesen, genau wie gedruckt._',
    ocr: '_Die Werte wurden aus einem Bild des Befunds per Texterkennung (OCR) auf Ihrem Gerät gelesen; prüfen Sie jeden Wert am Befund auf Papier._',
    vision:
      '_Die Werte wurden von einem KI-Modell aus einem Bild des Befunds gelesen; prüfen Sie sie am Befund._',
  },
  outsideHeading: '### Außerhalb des Referenzbereichs',
  withinHeading: '### Innerhalb des Referenzbereichs',
  unflaggedHeading: '### Ohne Referenzbereich oder Markierung angegeben',
  allWithin: '**Alle Werte liegen innerhalb ihres Referenzbereichs.**',
  researchHeading: '### Forschung zu den Werten außerhalb des Bereichs',
  noResearch:
    '_Zu diesen Werten wurden keine Forschungsartikel oder Gesundheitsseiten gefunden; die Einordnung oben beruht allein auf dem Befund._',
  fromReportHeading: '### Aus Ihrem Befund',
  unreadable:
    'Die Laborwerte in dieser Datei konnten nicht gelesen werden. Versuchen Sie ein schärferes, gut beleuchtetes Foto, das die ganze Seite zeigt, oder laden Sie das PDF von Ihrem Labor oder Patientenportal hoch.',
  visionNeedsModel:
    'Um einen Laborbefund aus einem Bild oder Scan zu lesen, braucht es ein KI-Modell, und auf diesem Server ist keines eingerichtet. Ein PDF mit Textebene oder eine Textdatei funktioniert auch ohne.',
  rows: {
    below: ({ name, value, range }) => `${name}: ${value}, unterhalb des Referenzbereichs ${range}`,
    above: ({ name, value, range }) => `${name}: ${value}, oberhalb des Referenzbereichs ${range}`,
    within: ({ name, value, range }) =>
      `${name}: ${value}, innerhalb des Referenzbereichs ${range}`,
    abnormal: ({ name, value, range }) =>
      `${name}: ${value}, als auffällig markiert (Referenzbereich ${range})`,
    abnormalNoRange: ({ name, value }) => `${name}: ${value}, als auffällig markiert`,
    flaggedHighNoRange: ({ name, value }) =>
      `${name}: ${value}, im Befund als erhöht markiert (kein Referenzbereich angegeben)`,
    flaggedLowNoRange: ({ name, value }) =>
      `${name}: ${value}, im Befund als erniedrigt markiert (kein Referenzbereich angegeben)`,
    flaggedNormalNoRange: ({ name, value }) =>
      `${name}: ${value}, im Befund als normal markiert (kein Referenzbereich angegeben)`,
    noRange: ({ name, value }) => `${name}: ${value}, kein Referenzbereich angegeben`,
  },
};
