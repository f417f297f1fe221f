// @vitest-environment jsdom
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import '../../lib/i18n.ts';
import { AnswerMarkdown } from './answer-markdown.tsx';
import { CitationProvider, type CitationTargets } from './citation-context.ts';

afterEach(cleanup);

function renderAnswer(markdown: string, linked: readonly number[] = [1, 2, 3]) {
  const targets: CitationTargets = {
    isLinked: (n) => linked.includes(n),
    showReference: vi.fn(),
  };
  const view = render(
    <CitationProvider value={targets}>
      <AnswerMarkdown markdown={markdown} />
    </CitationProvider>,
  );
  return { ...view, targets };
}

describe('AnswerMarkdown citations', () => {
  it('links citations to their reference entries', () => {
    const { targets } = renderAnswer('Lifestyle changes help [1]. Medicines too [2, 3].');
    const first = screen.getByRole('link', { name: 'Reference 1' });
    expect(first.getAttribute('href')).toBe('#ref-1');
    expect(screen.getByRole('link', { name: 'Reference 3' })).toBeTruthy();
    fireEvent.click(first);
    expect(targets.showReference).toHaveBeenCalledWith(1);
  });

  it('marks unmatched citations visibly and does not link them', () => {
    const { container } = renderAnswer('Unsupported claim [7]. Supported [1].', [1]);
    expect(screen.queryByRole('link', { name: 'Reference 7' })).toBeNull();
    const marked = container.querySelector('[data-citation-status="unmatched"]');
    expect(marked?.getAttribute('title')).toBe('Citation not found in the references');
    expect(marked?.textContent).toContain('Citation 7, not found in the references');
    expect(marked?.closest('a')).toBeNull();
  });

  it('does not turn bracketed numbers in code into citations', () => {
    const { container } = renderAnswer('Use `arr[1]` here.');
    expect(container.querySelector('code')?.textContent).toBe('arr[1]');
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('AnswerMarkdown links and images', () => {
  it('opens web links in a new tab without opener', () => {
    renderAnswer('See [MedlinePlus](https://medlineplus.gov/hypertension.html).');
    const link = screen.getByRole('link', { name: /MedlinePlus/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('drops unsafe link targets and never loads images', () => {
    const { container } = renderAnswer(
      '[bad](javascript:alert(1)) [data](data:text/html,x) ![chart](https://example.org/x.png)',
    );
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('Image not shown: chart');
  });
});

const XSS_CORPUS = resolve(process.cwd(), '../shared/corpora/xss/xss_payloads_sample.txt');
const FORBIDDEN_TAGS =
  'script, iframe, img, object, embed, svg, math, form, style, link, meta, base';
const UNSAFE_URL = /^\s*(javascript|data|vbscript):/i;

function assertSafe(container: HTMLElement, payload: string): void {
  expect(container.querySelector(FORBIDDEN_TAGS), payload).toBeNull();
  for (const element of container.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name.toLowerCase().startsWith('on'), `${payload}: ${attribute.name}`).toBe(
        false,
      );
      if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attribute.name)) {
        expect(UNSAFE_URL.test(attribute.value), `${payload}: ${attribute.value}`).toBe(false);
      }
    }
  }
}

describe.skipIf(!existsSync(XSS_CORPUS))('AnswerMarkdown with hostile input', () => {
  const payloads = existsSync(XSS_CORPUS)
    ? readFileSync(XSS_CORPUS, 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
    : [];

  it('renders every payload of the XSS corpus as inert content', () => {
    expect(payloads.length).toBeGreaterThan(100);
    for (const payload of payloads) {
      const { container, unmount } = renderAnswer(payload);
      assertSafe(container, payload);
      unmount();
    }
  });

  it('stays inert with the whole corpus as one answer', () => {
    const { container } = renderAnswer(payloads.join('\n\n'));
    assertSafe(container, 'whole corpus');
  });
});
