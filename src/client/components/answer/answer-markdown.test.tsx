// @vitest-environment jsdom
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import '../../lib/i18n.ts';
import { AnswerMarkdown, MarkdownBlock } from './answer-markdown.tsx';
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

describe('AnswerMarkdown block by block', () => {
  // What the whole answer looks like parsed in one piece, as before block rendering.
  const whole = (markdown: string): string => {
    const { container, unmount } = render(
      <CitationProvider value={{ isLinked: () => true, showReference: vi.fn() }}>
        <MarkdownBlock markdown={markdown} />
      </CitationProvider>,
    );
    const html = container.innerHTML;
    unmount();
    return html.replaceAll('>\n<', '><');
  };
  const blockwise = (markdown: string): string => {
    const { container, unmount } = renderAnswer(markdown);
    const html = container.innerHTML;
    unmount();
    return html.replaceAll('>\n<', '><');
  };

  it('renders code, loose lists, tables and citations as the whole answer would', () => {
    const answer = [
      '## Overview',
      'Blood pressure is the force of blood [1].',
      '```text\nfirst line\n\n[2] stays code\n```',
      '- First [1].\n\n  More on the first [2].\n\n- Second [3].',
      '| Test | Value |\n| --- | --- |\n| HbA1c | 7% [1] |',
      '1. One\n2. Two [2, 3]',
      'Closing words [1-3].',
    ].join('\n\n');
    expect(blockwise(answer)).toBe(whole(answer));
    renderAnswer(answer);
    expect(screen.getAllByRole('link', { name: 'Reference 1' }).length).toBe(4);
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getByText(/\[2\] stays code/).closest('code')).toBeTruthy();
  });

  it('keeps the elements already on screen while the answer grows', () => {
    const first = 'First paragraph [1].';
    const { container, rerender } = renderAnswer(`${first}\n\nSecond`);
    const paragraph = container.querySelector('p');
    rerender(
      <CitationProvider value={{ isLinked: () => true, showReference: vi.fn() }}>
        <AnswerMarkdown markdown={`${first}\n\nSecond paragraph [2].\n\n- a list`} />
      </CitationProvider>,
    );
    // The same element, not a re-created one: a reader's selection or focus there survives.
    expect(container.querySelector('p')).toBe(paragraph);
    expect(container.querySelectorAll('p')).toHaveLength(2);
    expect(screen.getByRole('list')).toBeTruthy();
  });
});
