import { describe, expect, it } from 'vitest';
import { redactForUpstream } from './redact-for-upstream.ts';

/*
 * A size or a dose with its unit is never part of an address: German streets need no street word
 * ('Rindermarkt 7a'), so 'Der Ring 2 mm breit' read as a street and its house number, and the
 * measurement reached the model as '[ADDRESS] mm breit'.
 */
describe('a measurement with its unit is never an address', () => {
  it.each([
    ['Der Ring 2 mm breit, am Rand gerötet.', '2 mm'],
    ['Am Hauptplatz 3 mm große Blase am Fuß', '3 mm'],
    ['Der Knoten am Damm 12 cm unter der Haut', '12 cm'],
    ['Beim Ring 1,5 cm Abstand zum Wundrand', '1,5 cm'],
  ])('%s', (text, kept) => {
    expect(redactForUpstream(text)).toContain(kept);
  });

  it('still takes a street with its house number, and the dose beside it stays', () => {
    expect(redactForUpstream('Wir wohnen am Rindermarkt 7a, er nimmt 5 mg Ramipril.')).toBe(
      'Wir wohnen am [ADDRESS], er nimmt 5 mg Ramipril.',
    );
  });
});
