/**
 * Cuts a markdown answer into top-level blocks that parse the same alone as inside the whole, so a
 * streaming answer re-parses only its last (growing) block instead of everything per delta.
 *
 * A block ends at a blank line, except where markdown carries a construct across blank lines: a
 * fenced code block, an indented continuation (list item paragraphs, indented code), or the next
 * item of a (loose) list. Documents whose meaning depends on the whole text (link reference
 * definitions, footnotes, multi-paragraph HTML blocks) stay one block.
 */

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const BLANK = /^[ \t]*$/;
const LIST_ITEM = /^ {0,3}(?:[*+-]|\d{1,9}[.)])(?:[ \t]|$)/;
/** `[label]: url` and `[^note]: text` apply to the whole document. */
const DEFINITION = /^ {0,3}\[[^\]\n]+\]:/m;
/** HTML blocks of CommonMark kinds 1 and 2 run across blank lines until their end tag. */
const LONG_HTML_BLOCK = /^ {0,3}<(?:!--|pre|script|style|textarea)/im;

export function splitMarkdownBlocks(markdown: string): string[] {
  if (DEFINITION.test(markdown) || LONG_HTML_BLOCK.test(markdown)) return [markdown];
  const blocks: string[] = [];
  let current: string[] = [];
  let inList = false;
  let fence: { marker: string; length: number } | undefined;
  let blankBefore = false;

  const close = (): void => {
    if (current.length > 0) blocks.push(current.join('\n'));
    current = [];
    inList = false;
  };

  for (const line of markdown.split('\n')) {
    if (fence) {
      current.push(line);
      // A closing fence: the same character, at least as long, nothing after it.
      const [opening = '', marker = ''] = FENCE.exec(line) ?? [];
      if (
        marker[0] === fence.marker &&
        marker.length >= fence.length &&
        BLANK.test(line.slice(opening.length))
      )
        fence = undefined;
      continue;
    }
    if (BLANK.test(line)) {
      blankBefore = current.length > 0;
      if (blankBefore) current.push(line);
      continue;
    }
    const indented = /^[ \t]/.test(line);
    const listItem = LIST_ITEM.test(line);
    if (blankBefore && !indented && !(listItem && inList)) {
      // The blank lines that ended the block belong to neither side.
      while (current.length > 0 && BLANK.test(current.at(-1) ?? '')) current.pop();
      close();
    }
    blankBefore = false;
    current.push(line);
    if (listItem && !indented) inList = true;
    const open = FENCE.exec(line);
    if (open?.[1]) fence = { marker: open[1][0] ?? '`', length: open[1].length };
  }
  while (current.length > 0 && BLANK.test(current.at(-1) ?? '')) current.pop();
  close();
  return blocks;
}
