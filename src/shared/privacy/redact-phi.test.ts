import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redactPhi } from './redact-phi.ts';

const FIRST = ['Lisa', 'Maria', 'Robert', 'Chidi', 'Anna', 'Sean', 'Priya', 'Kimberly', 'Hiroshi'];
const LAST = ['Taylor', 'Garcia', 'Nguyen', 'Okafor', 'Kowalski', "O'Brien", 'Patel', 'Sanchez'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const STREETS = [
  'Cedar St',
  'Elm Street',
  'Maple Ave',
  'Oak Road',
  'Sunset Blvd',
  'Pine Lane',
  'Birch Dr',
];
const CITIES = ['Fort Worth, TX', 'Charlotte, NC', 'Springfield, IL', 'Portland, OR', 'Albany, NY'];

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
const digits = (min: number, max: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max })
    .map((d) => d.join(''));

/** An identifier as printed, and the parts of it that must not survive. */
interface Identifier {
  line: string;
  secrets: string[];
}

const name: fc.Arbitrary<Identifier> = fc
  .tuple(fc.constantFrom(...FIRST), fc.constantFrom(...LAST), fc.integer({ min: 0, max: 6 }))
  .map(([first, last, style]) => {
    const upper = `${last.toUpperCase()}, ${first.toUpperCase()}`;
    const lines = [
      `Name: ${upper}`,
      `Patient: ${first} ${last}`,
      upper,
      `Ordering Provider: Dr. ${first} ${last}, MD`,
      `Mrs. ${last} was seen`,
      `${last}, ${first} M. (reviewed)`,
      `Patient Name: ${first.toUpperCase()} ${last.toUpperCase()}`,
    ];
    return {
      line: lines[style] ?? upper,
      secrets: [first, last, first.toUpperCase(), last.toUpperCase()],
    };
  });

const date: fc.Arbitrary<Identifier> = fc
  .tuple(
    fc.integer({ min: 1925, max: 2030 }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 28 }),
    fc.integer({ min: 0, max: 8 }),
  )
  .map(([y, m, d, style]) => {
    const month = MONTHS[m - 1] ?? 'January';
    const forms = [
      `${pad(m)}/${pad(d)}/${y}`,
      `${m}/${d}/${y}`,
      `${pad(d)}.${pad(m)}.${y}`,
      `${y}-${pad(m)}-${pad(d)}`,
      `${month} ${d}, ${y}`,
      `${d} ${month.slice(0, 3)} ${y}`,
      `${month.slice(0, 3)} ${y}`,
      `${m}/${d}/${pad(y % 100)}`,
      `${pad(d)}-${month.slice(0, 3)}-${y}`,
    ];
    const text = forms[style] ?? forms[0] ?? '';
    return { line: `DOB: ${text}`, secrets: [text] };
  });

const phone: fc.Arbitrary<Identifier> = fc
  .tuple(digits(3, 3), digits(3, 3), digits(4, 4), fc.integer({ min: 0, max: 6 }))
  .map(([a, b, c, style]) => {
    const area = `${(Number(a[0]) % 8) + 2}${a.slice(1)}`;
    const forms = [
      `(${area}) ${b}-${c}`,
      `${area}-${b}-${c}`,
      `1-800-${b}-${c}`,
      `${area}.${b}.${c}`,
      `+1 ${area} ${b} ${c}`,
      `+44 20 ${b}${c[0]} ${c}`,
      `${area} ${b} ${c}`,
    ];
    const text = forms[style] ?? forms[0] ?? '';
    return { line: `${style % 2 ? 'Fax' : 'Call'} ${text}`, secrets: [text] };
  });

const contact: fc.Arbitrary<Identifier> = fc
  .tuple(
    fc.constantFrom('lisa.t', 'rgarcia', 'p.patel99'),
    fc.constantFrom('example.com', 'mail.example.org'),
    fc.tuple(
      fc.integer({ min: 1, max: 254 }),
      fc.integer({ min: 0, max: 255 }),
      fc.integer({ min: 0, max: 255 }),
      fc.integer({ min: 1, max: 254 }),
    ),
    fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 }),
    fc.integer({ min: 0, max: 3 }),
  )
  .map(([user, host, ip, v6, style]) => {
    const email = `${user}@${host}`;
    const url = `https://portal.${host}/patients/${ip[3]}`;
    const ipv4 = ip.join('.');
    const ipv6 = v6.map((group) => group.toString(16)).join(':');
    const lines = [
      `Email: ${email}`,
      `Results online at ${url}`,
      `Logged from ${ipv4}`,
      `Host ${ipv6}`,
    ];
    const secrets = [[email, user], [url, `portal.${host}`], [ipv4], [ipv6]];
    return { line: lines[style] ?? '', secrets: secrets[style] ?? [] };
  });

const record: fc.Arbitrary<Identifier> = fc
  .tuple(
    digits(6, 10),
    fc.constantFrom('P', 'SP', 'C', 'MRN', 'XJH'),
    fc.integer({ min: 0, max: 9 }),
  )
  .map(([number, prefix, style]) => {
    const code = `${prefix}${number}`;
    const lines = [
      `MRN: ${number}`,
      `Patient ID: ${code}`,
      `Specimen: ${code}`,
      `Accession: ${number}`,
      `Client #: ${code}`,
      `Account # ${number}`,
      `Member ID: ${code}`,
      `SSN: ${number.slice(0, 3)}-${number.slice(3, 5)}-${number.slice(0, 4)}`,
      `Ref ${code}`,
      `Lab Ref: ${number}`,
    ];
    const secret =
      style === 7
        ? `${number.slice(0, 3)}-${number.slice(3, 5)}-${number.slice(0, 4)}`
        : style === 8
          ? code
          : [0, 3, 5, 9].includes(style)
            ? number
            : code;
    return { line: lines[style] ?? '', secrets: [secret] };
  });

const place: fc.Arbitrary<Identifier> = fc
  .tuple(
    fc.integer({ min: 1, max: 99999 }),
    fc.constantFrom(...STREETS),
    fc.constantFrom(...CITIES),
    digits(5, 5),
  )
  .map(([number, street, city, zip]) => ({
    line: `${number} ${street}, ${city} ${zip}`,
    secrets: [`${number} ${street}`, city.split(',')[0] ?? city, zip],
  }));

const oldAge: fc.Arbitrary<Identifier> = fc
  .tuple(fc.integer({ min: 90, max: 119 }), fc.boolean())
  .map(([age, labelled]) => ({
    line: labelled ? `Age: ${age}` : `a ${age}-year-old patient`,
    secrets: [String(age)],
  }));

const identifier = fc.oneof(name, date, phone, contact, record, place, oldAge);

const TESTS = [
  'Glucose',
  'Creatinine',
  'eGFR',
  'Hemoglobin A1c',
  'Vitamin B12',
  'LDL Cholesterol',
  'WBC',
  'Platelets',
  'TSH',
  'Sodium',
];
const UNITS = [
  'mg/dL',
  'mmol/L',
  '%',
  'x10^3/uL',
  'mL/min/1.73m2',
  'pg/mL',
  'uIU/mL',
  'g/dL',
  'U/L',
  'calc',
];

/** A lab row as a line of text; every part of it must survive redaction. */
const labRow = fc
  .tuple(
    fc.constantFrom(...TESTS),
    fc.integer({ min: 0, max: 99999 }),
    fc.integer({ min: 0, max: 3 }),
    fc.constantFrom(...UNITS),
    fc.integer({ min: 0, max: 500 }),
    fc.integer({ min: 1, max: 500 }),
    fc.integer({ min: 0, max: 5 }),
    fc.constantFrom('', 'H', 'L', 'HIGH', 'LOW', 'NORMAL'),
  )
  .map(([test, raw, decimals, unit, low, width, style, flag]) => {
    const value = decimals === 0 ? String(raw) : (raw / 10 ** decimals).toFixed(decimals);
    const high = low + width;
    const ranges = [
      `${low}-${high}`,
      `${low} - ${high}`,
      `<${high}`,
      `>= ${low}`,
      `${(low / 100).toFixed(2)}-${(high / 100).toFixed(2)}`,
      `${low}–${high}`,
    ];
    const range = ranges[style] ?? '';
    return [test, value, unit, range, flag].filter(Boolean).join('  ');
  });

describe('redactPhi', () => {
  it('redacts a lab report header and keeps its table', () => {
    const report = [
      'Name: TAYLOR, LISA',
      'Date of Birth: 04/22/2003 (Age: 22)',
      'Gender: F  Patient ID: P100001',
      'Address: 5846 Cedar St, Fort Worth, TX 47101',
      'Specimen ID: SP465161  Lab Reference: 792880',
      'Collection Date: 06/27/2024 02:39 PM   Report Date: December 18, 2025',
      'Client #: C7257301  Accession: 7377232466',
      'For questions call 1-800-222-0446 or e-mail results@questdiagnostics.com',
      'Blood Urea Nitrogen  5.5  mg/dL  7-20  L',
      'eGFR  124.1  mL/min/1.73m2  90 - 120  H',
      'Creatinine  0.57  mg/dL  0.59-1.04  L',
      'Later: Lisa Taylor (LISA) asked about her results in 2024.',
    ].join('\n');
    expect(redactPhi(report)).toBe(
      [
        'Name: [NAME]',
        'Date of Birth: [DATE] (Age: 22)',
        'Gender: F  Patient ID: [ID]',
        'Address: [ADDRESS]',
        'Specimen ID: [ID]  Lab Reference: [ID]',
        'Collection Date: [DATE]   Report Date: [DATE]',
        'Client #: [ID]  Accession: [ID]',
        'For questions call [PHONE] or e-mail [EMAIL]',
        'Blood Urea Nitrogen  5.5  mg/dL  7-20  L',
        'eGFR  124.1  mL/min/1.73m2  90 - 120  H',
        'Creatinine  0.57  mg/dL  0.59-1.04  L',
        // A given name and the surname after it are one name: one placeholder.
        'Later: [NAME] ([NAME]) asked about her results in 2024.',
      ].join('\n'),
    );
  });

  it.each([
    ['Dr. Emily Carter, MD', 'Dr. [NAME], MD'],
    ['Phone: (555) 123-4567 ext. 12', 'Phone: [PHONE]'],
    ['+44 20 7946 0958', '[PHONE]'],
    ['see https://portal.example.org/p/123 or www.acme-labs.com', 'see [URL] or [URL]'],
    [
      'from 192.168.10.24 and 2001:db8:85a3::8a2e:370:7334 at 12:30:45',
      'from [IP] and [IP] at 12:30:45',
    ],
    ['SSN: 123-45-6789', 'SSN: [SSN]'],
    ['Age: 93, Age: 45, aged 92', 'Age: [AGE], Age: 45, aged [AGE]'],
    [
      '2024-06-27T14:39:00Z, 27.06.2024, 18 Dec 2025, Dec 2025, 3rd of March 2024, 2024',
      '[DATE], [DATE], [DATE], [DATE], [DATE], 2024',
    ],
    ['Springfield, Illinois 62701; PO Box 1234; Suite 200', '[ADDRESS]; [ADDRESS]; [ADDRESS]'],
    ['Carter, Emily R. reviewed', '[NAME] reviewed'],
    ['Patient Name JOHN SMITH  DOB 01/02/1960', 'Patient Name [NAME]  DOB [DATE]'],
    [
      'Physician: Smith, John  Patient Education Sheet',
      'Physician: [NAME]  Patient Education Sheet',
    ],
    [
      'MAGNESIUM, RBC  5.1 mg/dL  CHOLESTEROL, TOTAL  245 H',
      'MAGNESIUM, RBC  5.1 mg/dL  CHOLESTEROL, TOTAL  245 H',
    ],
    [
      'VIN: 1HGCM82633A004352  License #: D1234567  ACC-2024-00017',
      'VIN: [ID]  License #: [ID]  [ID]',
    ],
    ['P100001_RFT_20240627_alternative.pdf', '[ID]_RFT_[DATE]_alternative.pdf'],
  ])('%s', (input, output) => {
    expect(redactPhi(input)).toBe(output);
  });

  it.each([
    'Vitamin D, 25-Hydroxy  107.9 ng/mL  30-100  HIGH',
    'CA 19-9  12  U/mL  <35',
    'COVID-19 PCR  Not Detected  Not Detected',
    'WBC  11.2  x10^3/uL  4.0 - 10.5  H',
    'Platelets  1,250  x10^3/uL  150-400',
    'eGFR  >90  mL/min/1.73m2  >= 60',
    'HDL Cholesterol  38  mg/dL  > OR = 40',
    'Hemoglobin A1c  5.7  %  ≤5.6',
    'Page 1 of 2   Gender: F   Age: 67',
    'Cholesterol/HDL Ratio  5.44  calc  0 - 3.5  HIGH',
  ])('keeps the lab line %s', (line) => {
    expect(redactPhi(line)).toBe(line);
  });

  // Hundreds of generated documents through the whole pipeline: seconds, more on a shared machine.
  it(
    'never lets a generated identifier through, keeps every lab row, and is idempotent',
    { timeout: 60_000 },
    () => {
      fc.assert(
        fc.property(
          fc.array(identifier, { minLength: 1, maxLength: 8 }),
          fc.array(labRow, { minLength: 1, maxLength: 8 }),
          fc.array(fc.nat(), { minLength: 16, maxLength: 16 }),
          (identifiers, rows, order) => {
            const lines = [...identifiers.map((found) => found.line), ...rows];
            const shuffled = lines
              .map((line, index) => ({ line, key: order[index % order.length] ?? index }))
              .sort((a, b) => a.key - b.key)
              .map((entry) => entry.line);
            const redacted = redactPhi(shuffled.join('\n'));
            // Secrets are looked for outside the lab rows (a ZIP code may equal a lab value).
            const rest = redacted
              .split('\n')
              .filter((line) => !rows.includes(line))
              .join('\n');
            for (const found of identifiers) {
              for (const secret of found.secrets) {
                const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
                expect(rest, `"${secret}" from "${found.line}"`).not.toMatch(
                  new RegExp(`(?<![\\w.])${escaped}(?![\\w]|\\.\\d)`),
                );
              }
            }
            const kept = redacted.split('\n');
            for (const row of rows) expect(kept, row).toContain(row);
            expect(redactPhi(redacted)).toBe(redacted);
          },
        ),
        { numRuns: 400 },
      );
    },
  );

  it('stays fast on long pathological runs (no regex backtracking blow-up)', () => {
    for (const text of [
      'A'.repeat(50_000),
      '1.'.repeat(25_000),
      `ID: ${'A'.repeat(50_000)}`,
      `Phone: ${'1 '.repeat(20_000)}`,
      'ABC, '.repeat(10_000),
    ]) {
      const started = performance.now();
      redactPhi(text);
      expect(performance.now() - started).toBeLessThan(3000);
    }
  });

  it('is idempotent on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const once = redactPhi(text);
        expect(redactPhi(once)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });
});

describe("redactPhi on a person's own question (freeText)", () => {
  it.each([
    ['My name is John Smith, is my LDL of 150 mg/dL high?', 'John', 'Smith'],
    ['Me llamo Lucía Fernández y mi glucosa es 130 mg/dL', 'Lucía', 'Fernández'],
    ['Patient: TAYLOR, LISA has eGFR 124.1 mL/min/1.73m2', 'TAYLOR', 'LISA'],
  ])('removes the name in %j and keeps the values', (question, first, last) => {
    const redacted = redactPhi(question, { freeText: true });
    expect(redacted).toContain('[NAME]');
    expect(redacted).not.toContain(first);
    expect(redacted).not.toContain(last);
    expect(redacted).toMatch(/(?<!\d)\d+(\.\d+)? m/);
  });

  it.each([
    'Difference between COPD, ASTHMA and bronchitis?',
    'ESR, CRP elevated: what does it mean?',
    'HIV, AIDS treatment options',
    'Is ibuprofen safe with warfarin 5 mg?',
  ])('leaves medical capitals pairs in %j alone', (question) => {
    expect(redactPhi(question, { freeText: true })).toBe(question);
  });

  it('still removes dates, phones and e-mail addresses', () => {
    const redacted = redactPhi(
      'Born 04/22/2003, call 555-123-4567 or write ana@example.org about my rash',
      { freeText: true },
    );
    expect(redacted).toBe('Born [DATE], call [PHONE] or write [EMAIL] about my rash');
  });
});
