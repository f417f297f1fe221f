import { declaredSettings, type DeclaredSetting } from './read-settings.ts';
import { SECTIONS, type SectionId } from './setting.ts';

/** The README's table and .env.example, generated from config/settings.ts (npm run config:docs). */

export const TABLE_START =
  '<!-- config-table: generated from src/server/config/settings.ts by `npm run config:docs`; edit there -->';
export const TABLE_END = '<!-- /config-table -->';

/** Settings grouped by section, sections in SECTIONS order, settings in declaration order. */
function bySection(): [SectionId, DeclaredSetting[]][] {
  const sections = Object.keys(SECTIONS).filter((id): id is SectionId => id in SECTIONS);
  return sections.map((id) => [id, declaredSettings.filter((entry) => entry.section === id)]);
}

function defaultCell(entry: DeclaredSetting): string {
  if (entry.secret) return 'none (secret)';
  if (entry.defaultDoc !== undefined) return entry.defaultDoc;
  return entry.default ? `\`${entry.default}\`` : 'none';
}

/** A markdown table aligned the way Prettier aligns it, so `prettier --check` stays clean. */
function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const rule = `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export function renderConfigTable(): string {
  const rows = bySection().flatMap(([, entries]) =>
    entries.map((entry) => [`\`${entry.env}\``, defaultCell(entry), entry.doc]),
  );
  return markdownTable(['name', 'default', 'meaning'], rows);
}

/** Puts the generated table between the README's markers; the prose around it is kept. */
export function withConfigTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start === -1 || end < start) {
    throw new Error(`README.md needs the lines ${TABLE_START} and ${TABLE_END} around the table`);
  }
  const before = readme.slice(0, start + TABLE_START.length);
  return `${before}\n\n${renderConfigTable()}\n\n${readme.slice(end)}`;
}

/** Comment lines of at most 100 characters; markdown code marks are dropped. */
function comment(text: string): string[] {
  const lines: string[] = [];
  let current = '#';
  for (const word of text.replaceAll('`', '').split(/\s+/).filter(Boolean)) {
    if (current.length + 1 + word.length > 100 && current !== '#') {
      lines.push(current);
      current = '#';
    }
    current += ` ${word}`;
  }
  lines.push(current);
  return lines;
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

export function renderEnvExample(): string {
  const lines = [
    ...comment(
      'Copy to .env and fill in what you need. Every setting is optional: with none, the app starts in evidence-only mode (answers are verbatim excerpts from the sources, no AI summary).',
    ),
    ...comment(
      'Generated from src/server/config/settings.ts by `npm run config:docs`: edit there, not here. README.md lists the same settings in its Configuration table.',
    ),
  ];
  for (const [id, entries] of bySection()) {
    const section: { title: string; note?: string } = SECTIONS[id];
    lines.push('', `# === ${section.title} ===`);
    if (section.note) lines.push(...comment(section.note));
    for (const entry of entries) {
      const fallback = entry.defaultDoc ? ` Unset: ${entry.defaultDoc}.` : '';
      lines.push('', ...comment(`${sentence(entry.doc)}${fallback}`));
      lines.push(`${entry.env}=${entry.secret ? '' : (entry.default ?? '')}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
