// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import '../../test-support/jsdom-polyfills.ts';
import '../../lib/i18n.ts';
import type { LabTestResult } from '../../../contract/index.ts';
import { LabResultsTable, type LabResultsTableProps } from './lab-results-table.tsx';

afterEach(cleanup);

const tests: LabTestResult[] = [
  {
    testName: 'Blood Urea Nitrogen',
    value: '16.9',
    unit: 'mg/dL',
    referenceRange: '7 - 20',
    status: 'normal',
    statusBasis: 'reference-range',
  },
  {
    testName: 'Creatinine',
    value: '0.57',
    unit: 'mg/dL',
    referenceRange: '0.59-1.04',
    status: 'low',
    statusBasis: 'printed-flag',
  },
  {
    testName: 'Uric Acid',
    value: '6.17',
    unit: 'mg/dL',
    referenceRange: '2.6-6.0',
    status: 'high',
    statusBasis: 'printed-flag',
  },
  {
    testName: 'LDL Cholesterol',
    value: '150',
    unit: 'mg/dL',
    referenceRange: '<100',
    status: 'high',
    statusBasis: 'reference-range',
  },
  {
    testName: 'Urine Protein',
    value: 'Negative',
    unit: '',
    referenceRange: '',
    status: 'normal',
    statusBasis: 'none',
  },
];

function renderTable(lab: Partial<LabResultsTableProps['lab']> = {}) {
  return render(
    <LabResultsTable
      lab={{
        fileName: 'report.pdf',
        source: 'text-layer',
        pageCount: 1,
        extraction: {
          testResults: tests,
          abnormalFindings: [],
          keywords: [],
          medicalSummary: '',
          redactedContent: '',
        },
        ...lab,
      }}
    />,
  );
}

const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('LabResultsTable', () => {
  it('shows every test with value, unit, range and status in words', () => {
    renderTable();
    expect(screen.getAllByRole('row')).toHaveLength(tests.length + 1);
    const creatinine = within(rowOf('Creatinine'));
    expect(creatinine.getByText('0.57')).toBeTruthy();
    expect(creatinine.getAllByText('mg/dL')).toHaveLength(1);
    expect(creatinine.getByText('0.59-1.04')).toBeTruthy();
    expect(creatinine.getByText('Low')).toBeTruthy();
    expect(within(rowOf('Uric Acid')).getByText('High')).toBeTruthy();
    expect(within(rowOf('Blood Urea Nitrogen')).getByText('Normal')).toBeTruthy();
  });

  it('says in words where each value sits, and draws no bar without a numeric range', () => {
    renderTable();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('img', { name: '0.57, below 0.59-1.04' })).toBeTruthy();
    expect(within(table).getByRole('img', { name: '16.9, within 7-20' })).toBeTruthy();
    expect(
      within(table).getByRole('img', { name: '150, above the upper limit of 100' }),
    ).toBeTruthy();
    expect(within(rowOf('Urine Protein')).queryByRole('img')).toBeNull();
  });

  it('marks rows the report gives nothing to judge by as not flagged', () => {
    renderTable();
    expect(within(rowOf('Urine Protein')).getByText('Not flagged')).toBeTruthy();
    expect(screen.getByText(/prints no flag or usable reference range/)).toBeTruthy();
  });

  it('lists the abnormal findings', () => {
    renderTable();
    const findings = screen.getByRole('region', { name: '3 results outside the reference range' });
    expect(
      within(findings)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Creatinine: 0.57 mg/dL (low)',
      'Uric Acid: 6.17 mg/dL (high)',
      'LDL Cholesterol: 150 mg/dL (high)',
    ]);
  });

  it("lists a rules-read table's findings from its rows, and a picture's from the model", () => {
    const extraction = {
      testResults: tests,
      abnormalFindings: ['Creatinine is a little low, as the model reads the picture.'],
      keywords: [],
      medicalSummary: '',
      redactedContent: '',
    };
    const items = () =>
      within(screen.getByRole('region', { name: /outside the reference range/ }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    const { unmount } = renderTable({ source: 'text-layer', extraction });
    expect(items()).toContain('Creatinine: 0.57 mg/dL (low)');
    unmount();
    renderTable({ source: 'vision', extraction });
    expect(items()).toEqual(['Creatinine is a little low, as the model reads the picture.']);
  });

  it('says how the table was read', () => {
    renderTable();
    expect(
      screen.getByText("Read from the PDF's own text — values exactly as printed"),
    ).toBeTruthy();
    cleanup();
    renderTable({ source: 'vision' });
    expect(
      screen.getByText('Read by the AI model from the image — check against your report'),
    ).toBeTruthy();
    cleanup();
    renderTable({ source: 'ocr' });
    expect(
      screen.getByText(
        'Read on your device by text recognition (OCR) from the picture — check each value against the paper report',
      ),
    ).toBeTruthy();
  });

  it('says so when no test could be read', () => {
    renderTable({
      extraction: {
        testResults: [],
        abnormalFindings: [],
        keywords: [],
        medicalSummary: '',
        redactedContent: '',
      },
    });
    expect(screen.getByText(/No test results could be read from this file/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
