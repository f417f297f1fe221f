import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseSearchUrlParameters } from './search-url-parameters.ts';

describe('parseSearchUrlParameters', () => {
  it('reads the short names of SPEC.md section 2', () => {
    expect(
      parseSearchUrlParameters('?query=aspirin%20and%20ibuprofen&type=Drugs&level=Expert&lang=es'),
    ).toEqual({
      query: 'aspirin and ibuprofen',
      searchType: 'drug-interactions',
      level: 'medical-expert',
      language: 'es',
    });
    expect(parseSearchUrlParameters('?type=Trials&level=None')).toEqual({
      searchType: 'clinical-trials',
      level: 'no-medical-experience',
    });
    expect(parseSearchUrlParameters('?type=Health&level=Some')).toEqual({
      searchType: 'health-info',
      level: 'some-medical-knowledge',
    });
    expect(parseSearchUrlParameters('?type=USMLE&usmleStep=step-2')).toEqual({
      searchType: 'usmle-preparation',
      usmleStep: 'step-2',
    });
  });

  it('reads the full names', () => {
    expect(
      parseSearchUrlParameters('?type=usmle-preparation&level=some-medical-knowledge'),
    ).toEqual({ searchType: 'usmle-preparation', level: 'some-medical-knowledge' });
  });

  it('reads autoUpload=true, and nothing else, as asking for the file picker', () => {
    expect(parseSearchUrlParameters('?autoUpload=true')).toEqual({ autoUpload: true });
    expect(parseSearchUrlParameters('?autoUpload=TRUE&type=Health')).toEqual({
      autoUpload: true,
      searchType: 'health-info',
    });
    expect(parseSearchUrlParameters('?autoUpload=1')).toEqual({});
    expect(parseSearchUrlParameters('?autoUpload=false')).toEqual({});
  });

  it('ignores unknown values and blank queries', () => {
    expect(
      parseSearchUrlParameters('?query=%20%20&type=Magic&level=guru&lang=xx&usmleStep=step-9'),
    ).toEqual({});
  });

  it('never throws, whatever the query string', () => {
    fc.assert(
      fc.property(fc.string(), (search) => {
        expect(() => parseSearchUrlParameters(search)).not.toThrow();
      }),
    );
  });
});
