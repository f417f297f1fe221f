import { describe, expect, it } from 'vitest';
import {
  EMERGENCY_NUMBERS,
  regionalEmergencyNumbers,
  regionFromLocales,
} from './emergency-numbers.ts';

// The EU member states and the other EEA countries, where 112 always answers.
const EU_EEA = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
];

describe('emergency numbers', () => {
  it('include 112 across the EU and the EEA', () => {
    for (const region of EU_EEA) expect(EMERGENCY_NUMBERS[region], region).toContain('112');
  });

  it('know the well-known ambulance numbers', () => {
    expect(EMERGENCY_NUMBERS.IN).toEqual(['112', '108']);
    expect(EMERGENCY_NUMBERS.JP).toEqual(['119']);
    expect(EMERGENCY_NUMBERS.KR).toEqual(['119']);
    expect(EMERGENCY_NUMBERS.CN).toEqual(['120']);
    expect(EMERGENCY_NUMBERS.BR).toEqual(['192']);
    expect(EMERGENCY_NUMBERS.MX).toEqual(['911']);
    expect(EMERGENCY_NUMBERS.AU?.[0]).toBe('000');
    expect(EMERGENCY_NUMBERS.NZ).toEqual(['111']);
    expect(EMERGENCY_NUMBERS.HK).toEqual(['999']);
    expect(EMERGENCY_NUMBERS.FR).toEqual(['15', '112']);
    expect(EMERGENCY_NUMBERS.IT).toEqual(['118', '112']);
    expect(EMERGENCY_NUMBERS.RU).toEqual(['103', '112']);
  });

  it('are region codes and digits only', () => {
    for (const [region, numbers] of Object.entries(EMERGENCY_NUMBERS)) {
      expect(region).toMatch(/^[A-Z]{2}$/);
      expect(numbers.length).toBeGreaterThan(0);
      for (const number of numbers) expect(number).toMatch(/^\d{2,5}$/);
    }
  });

  it('leave the US and the UK to the generic line, which names them', () => {
    expect(regionalEmergencyNumbers('US')).toBeUndefined();
    expect(regionalEmergencyNumbers('GB')).toBeUndefined();
    expect(regionalEmergencyNumbers(undefined)).toBeUndefined();
    expect(regionalEmergencyNumbers('constructor')).toBeUndefined();
    expect(regionalEmergencyNumbers('in')).toEqual(['112', '108']);
  });
});

describe('regionFromLocales', () => {
  it('takes the first locale that names a country', () => {
    expect(regionFromLocales(['es-MX', 'en-US'])).toBe('MX');
    expect(regionFromLocales(['fr', 'de-AT'])).toBe('AT');
    expect(regionFromLocales(['zh-Hant-TW'])).toBe('TW');
    expect(regionFromLocales(['hi_IN'.replace('_', '-')])).toBe('IN');
  });

  it('skips areas, bad tags and missing ones', () => {
    expect(regionFromLocales(['es-419', 'not a tag', undefined, ''])).toBeUndefined();
    expect(regionFromLocales(['es-419', 'pt-BR'])).toBe('BR');
    expect(regionFromLocales([])).toBeUndefined();
  });
});
