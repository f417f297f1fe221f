import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { encodeSharePayload, type SharePayload } from '../../src/contract/index.ts';
import { INTERFACE_LANGUAGE_STORAGE_KEY } from '../../src/client/lib/i18n-languages.ts';
import { FAKE_MODEL_TRIGGERS } from '../fakes/openai.ts';
import { FlashcardsModal } from './pages/flashcards-modal.ts';
import { LabPage } from './pages/lab-page.ts';
import { SearchPage } from './pages/search-page.ts';
import { SharedConversationPage, ShareDialogPage } from './pages/shared-conversation-page.ts';
import { TrialListSection } from './pages/trial-list.ts';

/** WCAG 2.2 AA as axe-core knows it; every rule under these tags must pass, whatever its impact. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const QUESTION = 'What are the symptoms of type 2 diabetes?';

/** One line per failing node, so a failure says what to fix and where. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    // Off by default in axe: WCAG 2.2's 24 px tap targets ('[1][3]' citation links side by side).
    .options({ rules: { 'target-size': { enabled: true } } })
    .withTags(WCAG_22_AA)
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${node.target.join(' ')} — ${node.failureSummary ?? ''}`,
    ),
  );
}

async function expectNoViolations(page: Page): Promise<void> {
  expect(await violations(page)).toEqual([]);
}

const at = '2026-03-01T10:00:00.000Z';
const SHARED: SharePayload = {
  generatedAt: at,
  messages: [
    {
      type: 'user',
      content: QUESTION,
      timestamp: at,
      searchType: 'health-info',
      medicalKnowledgeLevel: 'no-medical-experience',
    },
    {
      type: 'assistant',
      content:
        '## Overview\n\nCommon signs are **thirst** and tiredness [1].\n\n- Thirst\n- Fatigue',
      timestamp: at,
      searchType: 'health-info',
      medicalKnowledgeLevel: 'no-medical-experience',
    },
  ],
};

const TEXT_REPORT = Buffer.from(
  [
    'Test Name        Result    Units    Reference Range    Status',
    'Glucose          182       mg/dL    70-99              HIGH',
    'Hemoglobin A1c   7.9       %        4.0-5.6            HIGH',
    'Creatinine       0.97      mg/dL    0.59 - 1.04        NORMAL',
  ].join('\n'),
);

test.describe('WCAG 2.2 AA: axe finds no violation', { tag: '@mobile' }, () => {
  test('home', async ({ page }) => {
    await new SearchPage(page).open();
    await expectNoViolations(page);
  });

  test('while the answer is streaming', async ({ page }) => {
    const search = new SearchPage(page);
    await search.open();
    await search.ask(`${QUESTION} ${FAKE_MODEL_TRIGGERS.slowStream}`);
    await expect(search.answer).not.toBeEmpty({ timeout: 15_000 });
    await expect(search.answer).toHaveAttribute('aria-busy', 'true');
    await expectNoViolations(page);
    // Still mid-stream after the scan, so the scan really looked at the streaming state.
    await expect(search.answer).toHaveAttribute('aria-busy', 'true');
  });

  // One search for three scans: the result, its citation links as tap targets, the share dialog.
  test('result, its citation links as tap targets, and the share dialog', async ({ page }) => {
    // A search and three axe scans: 20-31 s on two busy cores.
    test.slow();
    const search = new SearchPage(page);
    await search.open();
    await search.ask(QUESTION);
    await search.waitForResult();
    await expect(search.references().first()).toBeVisible();
    await expectNoViolations(page);

    // Each citation link is measured as a tap target, and each is 24 px at least.
    const links = search.answer.locator('a.citation-link');
    await expect(links.first()).toBeVisible();
    const results = await new AxeBuilder({ page })
      .include('a.citation-link')
      .withRules(['target-size'])
      .analyze();
    expect(results.violations).toEqual([]);
    const checked = results.passes.flatMap((rule) => rule.nodes).length;
    expect(checked).toBe(await links.count());
    for (const box of await links.evaluateAll((all) =>
      all.map((link) => link.getBoundingClientRect()),
    )) {
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }

    const share = new ShareDialogPage(page);
    await share.open();
    await share.generate.click();
    await expect(share.link).not.toHaveValue('');
    await expectNoViolations(page);
  });

  test('trials expanded', async ({ page }) => {
    const search = new SearchPage(page);
    const list = new TrialListSection(page);
    await search.open();
    await search.choose('Search type', 'Clinical Trials');
    await search.ask('melanoma trials for a 54-year-old woman after surgery');
    await search.waitForResult();
    await expect(list.rows).toHaveCount(3);
    await list.section.getByRole('button', { name: /^View \d+ More Trials?$/ }).click();
    await expect(list.rows.nth(3)).toBeVisible();
    await list.row(1).getByRole('button', { name: 'Show details' }).click();
    await expect(list.row(1).getByRole('heading', { name: 'Study Summary' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('shared conversation page', async ({ page }) => {
    await page.goto(`/shared-conversation?data=${encodeURIComponent(encodeSharePayload(SHARED))}`);
    const shared = new SharedConversationPage(page);
    await expect(shared.heading).toBeVisible();
    await expect(shared.messages).toHaveCount(2);
    await expectNoViolations(page);
  });

  test('flashcards modal', async ({ page }) => {
    test.slow();
    const search = new SearchPage(page);
    await search.open();
    await search.choose('Search type', 'USMLE Preparation');
    await search.ask('metformin in type 2 diabetes');
    await search.waitForResult();
    const cards = new FlashcardsModal(page);
    await cards.openFromResult();
    await cards.expectPosition(1);
    await cards.option('A').click();
    await cards.reveal.click();
    await expectNoViolations(page);
  });

  test('lab page, empty', async ({ page }) => {
    await new LabPage(page).open();
    await expectNoViolations(page);
  });

  test('lab page with results', async ({ page }) => {
    test.slow();
    const lab = new LabPage(page);
    await lab.open();
    await lab.upload({ name: 'glucose-report.txt', mimeType: 'text/plain', buffer: TEXT_REPORT });
    await expect(lab.fileCard('glucose-report.txt')).toBeVisible();
    await expectNoViolations(page);
    await lab.analyze.click();
    await lab.waitForAnswers();
    await expect(lab.testRow('Glucose')).toContainText('High');
    await expectNoViolations(page);
  });

  test('404', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expectNoViolations(page);
  });
});

test.describe('announcements, motion and reflow', () => {
  test('the stream announces its progress politely, never token by token', async ({ page }) => {
    const search = new SearchPage(page);
    const progress = page.getByRole('status').filter({
      hasText: /^(Searching\.\.\.|Writing the answer|Answer ready)$/,
    });
    await search.open();
    // Retrieval may come from the server's cache; hold the request back so searching is seen.
    await page.route('**/api/search', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await search.ask(`${QUESTION} ${FAKE_MODEL_TRIGGERS.slowStream}`);
    await expect(progress).toHaveText('Searching...');
    await expect(progress).toHaveText('Writing the answer', { timeout: 15_000 });
    await expect(search.answer).not.toBeEmpty();
    // Neither the answer nor anything around it is a live region: only the progress line speaks.
    const liveAroundAnswer = await search.answer.evaluate((element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const live = node.getAttribute('aria-live');
        const role = node.getAttribute('role');
        if ((live && live !== 'off') || role === 'status' || role === 'log' || role === 'alert')
          return node.outerHTML.slice(0, 120);
      }
      return null;
    });
    expect(liveAroundAnswer).toBeNull();
  });

  test('the end of the answer is announced once', async ({ page }) => {
    const search = new SearchPage(page);
    await search.open();
    await search.ask(QUESTION);
    await search.waitForResult();
    await expect(page.getByRole('status').filter({ hasText: 'Answer ready' })).toHaveCount(1);
  });

  test('the emergency banner is an assertive alert', async ({ page }) => {
    const search = new SearchPage(page);
    await search.open();
    await search.ask('I have crushing chest pain spreading to my left arm');
    const banner = page.getByRole('alert').filter({ hasText: '911' });
    await expect(banner).toBeVisible();
    // role="alert" is assertive by definition; nothing may turn it down to polite.
    await expect(banner).not.toHaveAttribute('aria-live', /polite|off/);
  });

  // Desktop only (no @mobile tag): media emulation does not depend on the width.
  test('with reduced motion asked for, nothing animates or transitions', async ({ page }) => {
    const moving = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('*')]
          .filter((element) => {
            const style = getComputedStyle(element);
            const transitions = style.transitionDuration.split(',').some((d) => parseFloat(d) > 0);
            return style.animationName !== 'none' || transitions;
          })
          .map((element) => element.getAttribute('class') ?? element.tagName),
      );
    const search = new SearchPage(page);
    const slowQuestion = `${QUESTION} ${FAKE_MODEL_TRIGGERS.slowStream}`;

    // Without the preference the streaming indicator moves, so the check below can fail. Moving,
    // it costs a core in software compositing (decision 023): at phone size, a quarter of the
    // pixels, and with time for the question to leave a starved page.
    test.slow();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await search.open();
    await search.ask(slowQuestion);
    await expect(page.getByText('Streaming response from medical databases...')).toBeVisible({
      timeout: 45_000,
    });
    expect((await moving()).length).toBeGreaterThan(0);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await search.open();
    expect(await moving()).toEqual([]);
    await search.ask(slowQuestion);
    await expect(page.getByText('Searching medical databases...')).toBeVisible();
    expect(await moving()).toEqual([]);
    await expect(page.getByText('Streaming response from medical databases...')).toBeVisible({
      timeout: 15_000,
    });
    expect(await moving()).toEqual([]);
  });

  const overflow = (page: Page) =>
    page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return root.scrollWidth - root.clientWidth;
    });

  // One narrow width is enough.
  test(
    'content reflows at 320 px without horizontal scrolling',
    { tag: '@mobile-only' },
    async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      const search = new SearchPage(page);
      await search.open();
      expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(
        320,
      );
      await search.ask(QUESTION);
      await search.waitForResult();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(
        320,
      );
      await page.goto('/ask?type=lab-report');
      await expect(page.getByRole('heading', { name: 'Lab Report Analysis' })).toBeVisible();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    },
  );

  /**
   * 200% zoom of a 1280 px window is what Chromium's own zoom does: a 640 CSS px layout viewport
   * drawn with two device pixels per CSS pixel. A new context with that viewport and
   * deviceScaleFactor 2 is that state exactly, without relying on CSS `zoom`.
   */
  // Desktop only (no @mobile tag): zoom is a desktop setting.
  test('content reflows at 200% zoom', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 640, height: 450 },
      deviceScaleFactor: 2,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.evaluate(() => window.devicePixelRatio)).toBe(2);
    const search = new SearchPage(page);
    await expect(search.queryBox).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await search.ask(QUESTION);
    await search.waitForResult();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });
});

/** The Arabic catalogue, so the Arabic pass finds controls by the names an Arabic reader hears. */
const AR = JSON.parse(
  readFileSync(new URL('../../src/client/locales/ar.json', import.meta.url), 'utf8'),
) as Record<string, Record<string, string>>;
const arText = (section: string, key: string): string => {
  const text = AR[section]?.[key];
  if (!text) throw new Error(`ar.json has no ${section}.${key}`);
  return text;
};
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('WCAG 2.2 AA in Arabic (right to left): axe finds no violation', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(
      ([key]) => localStorage.setItem(key ?? '', 'ar'),
      [INTERFACE_LANGUAGE_STORAGE_KEY],
    );
  });

  const queryBox = (page: Page) => page.locator('textarea[name="query"]');
  const result = (page: Page) => page.locator('article[aria-busy="false"]');

  async function openArabic(page: Page, path = '/'): Promise<void> {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  }

  async function askArabic(page: Page, question: string): Promise<void> {
    await queryBox(page).fill(question);
    await queryBox(page).press('Enter');
    await expect(result(page)).toBeVisible({ timeout: 20_000 });
  }

  test('home, result and share dialog', async ({ page }) => {
    await openArabic(page);
    await expect(queryBox(page)).toBeVisible();
    await expectNoViolations(page);
    await askArabic(page, 'ما هي أعراض مرض السكري من النوع الثاني؟');
    await expectNoViolations(page);
    await page.getByRole('button', { name: arText('share', 'open'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: arText('share', 'generate') }).click();
    await expect(dialog.getByRole('textbox')).not.toHaveValue('');
    await expectNoViolations(page);
  });

  test('trials expanded', async ({ page }) => {
    await openArabic(page, '/?type=trials');
    await askArabic(page, 'melanoma trials for a 54-year-old woman after surgery');
    const viewMore = new RegExp(
      Object.entries(AR.trials ?? {})
        .filter(([key]) => key.startsWith('viewMore'))
        .map(([, text]) => `^${escapeRegExp(text).replace('\\{\\{count\\}\\}', '.+')}$`)
        .join('|'),
    );
    await page.getByRole('button', { name: viewMore }).click();
    await expectNoViolations(page);
  });

  test('shared conversation, lab page and 404', async ({ page }) => {
    await openArabic(
      page,
      `/shared-conversation?data=${encodeURIComponent(encodeSharePayload(SHARED))}`,
    );
    await expect(page.getByTestId('shared-message')).toHaveCount(2);
    await expectNoViolations(page);
    await openArabic(page, '/ask?type=lab-report');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page);
    await openArabic(page, '/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page);
  });
});
