import type { Page } from '@playwright/test';

/**
 * Every place on the page where text is cut off, as one line each ('select "Información de
 * sa…": needs 212px, has 170px'). What a reader would see as clipped:
 * - a select whose chosen option is wider than its box (the browser cuts it with no ellipsis);
 * - a text box whose placeholder does not fit (an input's is cut, a textarea's wraps onto lines
 *   it has no room for);
 * - an element that hides its overflow, or ends it with an ellipsis, while its content is larger.
 * Scroll containers (a wide table on a phone) scroll rather than clip and are not counted;
 * visually hidden text for screen readers is not seen and not counted either.
 */
export async function findClipping(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const found: string[] = [];
    const canvas = document.createElement('canvas').getContext('2d');
    const SLACK = 1;
    // A select's text is cut by a fraction of a pixel: measured exactly, not in whole pixels.
    const EXACT = 0.05;

    const visible = (element: Element): boolean => {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none';
    };
    const fontOf = (style: CSSStyleDeclaration): string =>
      `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const textWidth = (text: string, style: CSSStyleDeclaration): number => {
      if (!canvas) return 0;
      canvas.font = fontOf(style);
      return canvas.measureText(text).width;
    };
    const contentWidth = (element: HTMLElement, style: CSSStyleDeclaration): number =>
      element.getBoundingClientRect().width -
      parseFloat(style.borderLeftWidth) -
      parseFloat(style.borderRightWidth) -
      parseFloat(style.paddingLeft) -
      parseFloat(style.paddingRight);
    const describe = (element: Element, text: string): string =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${text.trim().slice(0, 40)}"`;

    for (const select of document.querySelectorAll('select')) {
      if (!visible(select) || select.multiple) continue;
      const style = getComputedStyle(select);
      const text = select.selectedOptions[0]?.text ?? '';
      const needs = textWidth(text, style);
      const has = contentWidth(select, style);
      if (needs > has + EXACT) {
        found.push(
          `${describe(select, text)}: needs ${needs.toFixed(1)}px, has ${has.toFixed(1)}px`,
        );
      }
    }

    for (const box of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[placeholder], textarea[placeholder]',
    )) {
      if (!visible(box) || box.value !== '' || !box.placeholder) continue;
      const style = getComputedStyle(box);
      if (box instanceof HTMLInputElement) {
        const needs = textWidth(box.placeholder, style);
        const has = contentWidth(box, style);
        if (needs > has + EXACT) {
          found.push(
            `${describe(box, box.placeholder)}: needs ${needs.toFixed(1)}px, has ${has.toFixed(1)}px`,
          );
        }
        continue;
      }
      // A copy of the textarea's text box, holding the placeholder: how tall it wraps to.
      const probe = document.createElement('div');
      probe.textContent = box.placeholder;
      Object.assign(probe.style, {
        position: 'absolute',
        visibility: 'hidden',
        boxSizing: 'content-box',
        width: `${contentWidth(box, style)}px`,
        font: fontOf(style),
        lineHeight: style.lineHeight,
        letterSpacing: style.letterSpacing,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'break-word',
      });
      document.body.append(probe);
      const needs = probe.getBoundingClientRect().height;
      probe.remove();
      const has = box.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      if (needs > has + SLACK) {
        found.push(
          `${describe(box, box.placeholder)}: placeholder needs ${Math.ceil(needs)}px high, has ${has}px`,
        );
      }
    }

    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (element.closest('.sr-only, [aria-hidden="true"], svg')) continue;
      if (element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) continue;
      if (element instanceof HTMLInputElement) continue;
      if (!visible(element)) continue;
      const style = getComputedStyle(element);
      const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
      const ellipsis = style.textOverflow === 'ellipsis';
      const text = element.innerText ?? '';
      if (text.trim() === '') continue;
      if ((clipsX || ellipsis) && element.scrollWidth > element.clientWidth + SLACK) {
        found.push(
          `${describe(element, text)}: ${element.scrollWidth}px wide in ${element.clientWidth}px`,
        );
      } else if (clipsY && element.scrollHeight > element.clientHeight + SLACK) {
        found.push(
          `${describe(element, text)}: ${element.scrollHeight}px high in ${element.clientHeight}px`,
        );
      }
    }

    const page = document.documentElement;
    if (page.scrollWidth > page.clientWidth) {
      // The innermost elements reaching past the right edge: what pushes the page wide.
      const wide = [...document.querySelectorAll('body *')].filter(
        (element) =>
          element.getBoundingClientRect().right > page.clientWidth + SLACK &&
          ![...element.children].some(
            (child) => child.getBoundingClientRect().right > page.clientWidth + SLACK,
          ),
      );
      found.push(
        `the page scrolls sideways: ${page.scrollWidth}px in ${page.clientWidth}px, past the edge: ${wide
          .slice(0, 3)
          .map((element) => describe(element, (element as HTMLElement).innerText ?? ''))
          .join(', ')}`,
      );
    }
    return found;
  });
}
