export interface EligibilityCriteria {
  inclusion: string[];
  exclusion: string[];
}

/*
 * No two quantifiers here may take the same spaces: the text after a heading or a bullet starts
 * at its first non-space character (the group is then undefined when there is none), so a long
 * run of spaces is read once rather than once per way of splitting it.
 */
const HEADING_WITH_COLON =
  /^\s*(?:key\s+|main\s+|general\s+)?(inclusion|exclusion)(?:\s+criteria)?\s*(?:\([^)]*\)\s*)?:\s*(\S.*)?$/i;
const HEADING_ALONE = /^\s*(?:key\s+|main\s+|general\s+)?(inclusion|exclusion)\s+criteria\s*$/i;
const BULLET = /^(\s*)(?:[-*•·▪◦]|\(?\d{1,2}[.)]|\(?[a-z][.)])\s+(\S.*)?$/i;

interface Open {
  indent: number;
  text: string;
  subs: number;
}

const clean = (text: string): string =>
  text
    // The registry escapes markdown characters: '\[' '\>='.
    .replace(/\\([[\]<>=~*_-])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Splits a registry eligibility text into inclusion and exclusion criteria, one entry per
 * criterion. Handles 'Inclusion Criteria:' / 'Exclusion Criteria:' headings in their common
 * spellings (or none: then everything counts as inclusion), bulleted and numbered lists, nested
 * sub-bullets (folded into the criterion they qualify), wrapped lines, plain paragraphs, and a
 * heading with its criteria on the same line separated by semicolons.
 */
export function splitEligibility(text: string): EligibilityCriteria {
  const result: EligibilityCriteria = { inclusion: [], exclusion: [] };
  let section: keyof EligibilityCriteria = 'inclusion';
  let open: Open | null = null;
  let afterBlank = false;

  const flush = () => {
    const body = open ? clean(open.text) : '';
    if (body) result[section].push(body);
    open = null;
  };

  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.trim() === '') {
      afterBlank = true;
      continue;
    }
    const heading = HEADING_WITH_COLON.exec(line) ?? HEADING_ALONE.exec(line);
    if (heading) {
      flush();
      section = heading[1]?.toLowerCase() === 'exclusion' ? 'exclusion' : 'inclusion';
      for (const part of (heading[2] ?? '').split(/;\s*/)) {
        if (clean(part)) result[section].push(clean(part));
      }
      afterBlank = false;
      continue;
    }
    const bullet = BULLET.exec(line);
    const current: Open | null = open;
    if (bullet) {
      const indent = bullet[1]?.length ?? 0;
      const body = bullet[2] ?? '';
      if (current && indent > current.indent) {
        const joiner = current.subs > 0 ? '; ' : current.text.trimEnd().endsWith(':') ? ' ' : ': ';
        current.text += `${joiner}${body}`;
        current.subs += 1;
      } else {
        flush();
        open = { indent, text: body, subs: 0 };
      }
    } else if (current && !afterBlank) {
      current.text += ` ${line.trim()}`;
    } else {
      flush();
      open = { indent: line.length - line.trimStart().length, text: line.trim(), subs: 0 };
    }
    afterBlank = false;
  }
  flush();
  return result;
}
