import { describe, expect, it } from 'vitest';
import { compareToRange, judgeLabValue } from './judge-lab-value.ts';
import { isReferenceRange, isUnit } from './lab-patterns.ts';

describe('judgeLabValue', () => {
  it('lets the printed flag win, whatever the range says', () => {
    expect(judgeLabValue('61.78', '50 - 60', 'HIGH')).toEqual({
      status: 'high',
      statusBasis: 'printed-flag',
    });
    expect(judgeLabValue('5.5', '7-20', 'L')).toEqual({
      status: 'low',
      statusBasis: 'printed-flag',
    });
    expect(judgeLabValue('250', '0-150', 'NORMAL')).toEqual({
      status: 'normal',
      statusBasis: 'printed-flag',
    });
    expect(judgeLabValue('Positive', 'Negative', '*')).toEqual({
      status: 'abnormal',
      statusBasis: 'printed-flag',
    });
  });

  it.each([
    ['HH', 'high'],
    ['LL', 'low'],
    ['(H)', 'high'],
    ['Critical High', 'high'],
    ['Abnormal', 'abnormal'],
    ['N', 'normal'],
    ['In Range', 'normal'],
  ])('reads the flag %s as %s', (flag, status) => {
    expect(judgeLabValue('1', '', flag)).toEqual({ status, statusBasis: 'printed-flag' });
  });

  it('takes the direction of a bare abnormal flag from the range', () => {
    expect(judgeLabValue('6.8', '3.5-5.1', 'A')).toEqual({
      status: 'high',
      statusBasis: 'printed-flag',
    });
    expect(judgeLabValue('2.1', '3.5-5.1', 'Critical')).toEqual({
      status: 'low',
      statusBasis: 'printed-flag',
    });
  });

  it.each([
    ['5.5', '7-20', 'low'],
    ['21', '7 - 20', 'high'],
    ['20', '7-20', 'normal'],
    ['4.0', '3.5–5.2', 'normal'],
    ['0.5', '0.0-0.4', 'high'],
    ['1,250', '150-400', 'high'],
    ['250', '<200', 'high'],
    ['200', '<200', 'high'],
    ['5.7', '< 5.7', 'high'],
    ['5.6', '≤5.6', 'normal'],
    ['5.7', '≤5.6', 'high'],
    ['38', '>40', 'low'],
    ['60', '>= 60', 'normal'],
    ['59', '>=60', 'low'],
    ['45', '> OR = 40', 'normal'],
    ['<0.5', '0-1.0', 'normal'],
    ['<0.5', '1-5', 'low'],
    ['>1000', '0-500', 'high'],
    ['>90', '>= 60', 'normal'],
    ['95', 'Ref: 70-99', 'normal'],
    ['4.1', '3.5-5.1 mmol/L', 'normal'],
    ['-3.1', '-2.0-2.0', 'low'],
    ['Positive', 'Negative', 'abnormal'],
    ['Negative', 'Negative', 'normal'],
    ['Neg', 'NEGATIVE', 'normal'],
    ['Reactive', 'Non-Reactive', 'abnormal'],
    ['Trace', 'Negative', 'abnormal'],
  ])('%s against %s is %s by the range', (value, range, status) => {
    expect(judgeLabValue(value, range)).toEqual({ status, statusBasis: 'reference-range' });
  });

  it.each([
    ['5.5', ''],
    ['Positive', ''],
    ['12', 'see note'],
    ['12', 'M: 13.5-17.5 F: 12.0-15.5'],
    ['<0.5', '0.4-5'],
    ['pending', '7-20'],
    ['7', 'Negative'],
  ])('%s against "%s" cannot be judged: normal, basis none', (value, range) => {
    expect(judgeLabValue(value, range)).toEqual({ status: 'normal', statusBasis: 'none' });
  });

  it('ignores a flag column that holds no flag', () => {
    expect(judgeLabValue('21', '7-20', 'EZ')).toEqual({
      status: 'high',
      statusBasis: 'reference-range',
    });
    expect(compareToRange('21', '20-7')).toBeNull();
  });
});

describe('judgeLabValue on words it cannot settle', () => {
  it.each([
    ['Amarillo', 'Amarillo claro'],
    ['жёлтый', 'соломенно-жёлтый'],
    ['Present', 'Not estab.'],
    ['amber', 'nicht definiert'],
  ])('%s against %s is not flagged', (value, range) => {
    expect(judgeLabValue(value, range)).toEqual({ status: 'normal', statusBasis: 'none' });
  });
});

describe('judgeLabValue in the languages laboratories print', () => {
  it.each([
    ['5,4', '3,5 - 5,1', 'high'],
    ['5,2', '3.5 bis 7.2', 'normal'],
    ['3,3', '3,5 à 5,1', 'low'],
    ['4,4', '3,5 a 5,1', 'normal'],
    ['5,8', 'bis 5,0', 'high'],
    ['243', 'hasta 200', 'high'],
    ['36', '> 40', 'low'],
    ['12.400', '3.600 a 11.000', 'high'],
    ['7 350', '4 000 à 10 000', 'normal'],
    ['1,018', '1,005 - 1,030', 'normal'],
    ['8.9', '3.3〜8.6', 'high'],
    ['48', '40以上', 'normal'],
    ['100', '99以下', 'high'],
    ['0,04', '< 0,05', 'normal'],
    ['2,61', 'Normes : 1,50 à 2,00', 'high'],
    ['236', '基準範囲 140~199', 'high'],
    ['7.2*', '4.0-5.6', 'high'],
    ['25-50', '0-5', 'high'],
    ['negativo', 'Negativo', 'normal'],
    ['Positivo', 'Negativo', 'abnormal'],
    ['陽性', '陰性', 'abnormal'],
    ['(-)', '(-)', 'normal'],
    ['(+)', '(-)', 'abnormal'],
    ['négatif', 'Negative', 'normal'],
    ['Trace', 'Negativ', 'abnormal'],
    // Words no list holds, against words: the same are normal, others not what is expected.
    ['соломенно-жёлтый', 'соломенно-желтый', 'normal'],
    ['opalescente', 'limpido', 'abnormal'],
    ['mäßig viele', 'keine', 'abnormal'],
    ['abundantes', 'no se observan', 'abnormal'],
    ['(2+)', '(-)', 'abnormal'],
    // A number against a word with its threshold in brackets.
    ['0,3', 'отр. (< 0,14)', 'high'],
    ['0,4', 'neg (< 0,5)', 'normal'],
    ['4.0', '4.0未満', 'high'],
    ['0.6', '0.5超', 'normal'],
    ['6', '≧7', 'low'],
  ])('%s against %s is %s by the range', (value, range, status) => {
    expect(judgeLabValue(value, range)).toEqual({ status, statusBasis: 'reference-range' });
  });

  it.each([
    ['hoch', 'high'],
    ['niedrig', 'low'],
    ['élevé', 'high'],
    ['bas', 'low'],
    ['alto', 'high'],
    ['bajo', 'low'],
    ['basso', 'low'],
    ['baixo', 'low'],
    ['高', 'high'],
    ['低', 'low'],
    ['↑', 'high'],
    ['↓', 'low'],
    ['↑ High', 'high'],
    ['Below range', 'low'],
    ['+', 'abnormal'],
  ])('reads the flag %s as %s', (flag, status) => {
    expect(judgeLabValue('1', '', flag)).toEqual({ status, statusBasis: 'printed-flag' });
  });
});

describe('ranges in tiers, titres and minus flags', () => {
  it.each([
    ['186', 'Desirable: <200 Borderline: 200-239 High: >=240', 'normal'],
    ['220', 'Desirable: <200 Borderline: 200-239 High: >=240', 'high'],
    ['250', 'Desirable: <200 Borderline: 200-239 High: >=240', 'high'],
    ['64', 'Low: <40 Optimal: >=60', 'normal'],
    ['50', 'Low: <40 Optimal: >=60', 'normal'],
    ['35', 'Low: <40 Optimal: >=60', 'low'],
    ['110', 'Optimal: <100 Near optimal: 100-129 Borderline high: 130-159', 'normal'],
    ['0.5', 'Negative: <0.9 Equivocal: 0.9-1.1 Positive: >1.1', 'normal'],
    ['2.4', 'Negative: <0.9 Equivocal: 0.9-1.1 Positive: >1.1', 'high'],
  ])('judges %s against the tiers %s as %s', (value, range, status) => {
    expect(compareToRange(value, range)).toBe(status);
  });

  it('compares titres by their dilutions', () => {
    expect(compareToRange('1:160', '<1:40')).toBe('high');
    expect(compareToRange('1:20', '<1:40')).toBe('normal');
  });

  it('takes a minus beside a value for low only where the range agrees', () => {
    expect(judgeLabValue('4,38', '4,50 - 5,90', '-')).toEqual({
      status: 'low',
      statusBasis: 'printed-flag',
    });
    expect(judgeLabValue('5,0', '4,50 - 5,90', '-')).toEqual({
      status: 'normal',
      statusBasis: 'reference-range',
    });
  });
});

describe('text results and titres against a text range', () => {
  it('reads trace in the languages labs print it as other than negative', () => {
    for (const trace of [
      'Indicios',
      'Trazas',
      'Traços',
      'Spuren',
      'Sporen',
      'Eser',
      '微量',
      '미량',
    ]) {
      expect(judgeLabValue(trace, 'Negativo').status, trace).toBe('abnormal');
    }
  });

  it('reads a titre found against a non-reactive range as abnormal, below the first as normal', () => {
    expect(judgeLabValue('1:160', 'Não reagente').status).toBe('abnormal');
    expect(judgeLabValue('<1:40', 'Non-reactive').status).toBe('normal');
  });

  it('reads a range of words that allows either as a range, never a unit', () => {
    for (const range of ['Negative/Trace', 'None seen/Few', 'Negativo o tracce', '阴性/微量']) {
      expect(isReferenceRange(range), range).toBe(true);
      expect(isUnit(range), range).toBe(false);
    }
    expect(isUnit('mg/dL')).toBe(true);
    expect(judgeLabValue('Trace', 'Negative/Trace').status).toBe('normal');
    expect(judgeLabValue('1+', 'Negative/Trace').status).toBe('abnormal');
    expect(judgeLabValue('Many', 'None seen/Few').status).toBe('abnormal');
    expect(judgeLabValue('Tracce', 'Assenti o tracce').status).toBe('normal');
    expect(judgeLabValue('5.5', 'Negative/Trace')).toEqual({
      status: 'normal',
      statusBasis: 'none',
    });
  });

  it('reads vitamin tiers in the languages labs print them', () => {
    expect(
      judgeLabValue('18', 'Carence : < 10 Insuffisance : 10 à 30 Souhaitable : 30 à 100').status,
    ).toBe('low');
    expect(judgeLabValue('27', 'Deficiência: < 20 Suficiência: 20 a 60').status).toBe('normal');
    expect(judgeLabValue('14', 'Mangel: < 20 Ausreichend: 30 - 100').status).toBe('low');
  });
});
