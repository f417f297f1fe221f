import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/** Below this width the table is a list of cards (Tailwind's `sm`). */
const TABLE_MIN_WIDTH = 640;

type Scope = Page | FrameLocator;

/** '/ask?type=lab-report' as a user sees it: found by accessible names, never by CSS structure. */
export class LabPage {
  readonly page: Page;
  readonly scope: Scope;
  readonly fileInput: Locator;
  readonly chooseFile: Locator;
  readonly analyze: Locator;
  readonly uploadDifferent: Locator;
  readonly startOver: Locator;
  readonly progress: Locator;
  readonly results: Locator;
  readonly answers: Locator;
  readonly disclaimer: Locator;

  /** `scope` is the page itself, or the frame of a partner page that embeds /ask. */
  constructor(page: Page, scope: Scope = page) {
    this.page = page;
    this.scope = scope;
    this.fileInput = scope.getByLabel('Lab report file');
    this.chooseFile = scope.getByRole('button', { name: 'Choose File' });
    this.analyze = scope.getByRole('button', { name: 'Analyze Lab Report' });
    this.uploadDifferent = scope.getByRole('button', { name: 'Upload Different File' });
    this.startOver = scope.getByRole('button', { name: 'Start Over' });
    this.progress = scope.getByRole('status').filter({ hasText: 'Analyzing Lab Report...' });
    this.results = scope.getByRole('region', { name: 'Analysis Results' });
    this.answers = scope.getByRole('region', { name: 'Answer' });
    this.disclaimer = scope.getByRole('note').filter({ hasText: 'Medical Disclaimer' });
  }

  async open(path = '/ask?type=lab-report'): Promise<void> {
    await this.page.goto(path);
    await expect(this.scope.getByRole('heading', { name: 'Lab Report Analysis' })).toBeVisible();
  }

  async upload(file: string | { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.fileInput.setInputFiles(file);
  }

  fileCard(name: string): Locator {
    return this.scope.getByRole('region', { name: 'Uploaded file' }).filter({ hasText: name });
  }

  async choose(selector: 'Knowledge level' | 'Language', option: string): Promise<void> {
    // Exact: the header's 'Interface language' select also contains the word.
    await this.scope
      .getByRole('combobox', { name: selector, exact: true })
      .selectOption({ label: option });
  }

  /** One test of the table: a table row on wide screens, a card on phones. */
  testRow(name: string): Locator {
    const narrow = (this.page.viewportSize()?.width ?? 1280) < TABLE_MIN_WIDTH;
    if (narrow) {
      return this.scope
        .getByRole('listitem')
        .filter({ has: this.scope.getByRole('heading', { name, exact: true }) });
    }
    return this.scope
      .getByRole('row')
      .filter({ has: this.scope.getByRole('rowheader', { name, exact: true }) });
  }

  /** All rows (or cards) of the table as shown. */
  testRows(): Locator {
    const narrow = (this.page.viewportSize()?.width ?? 1280) < TABLE_MIN_WIDTH;
    if (narrow) {
      return this.scope.getByRole('list', { name: /^Test results from / }).getByRole('listitem');
    }
    return this.scope
      .getByRole('table')
      .getByRole('row')
      .filter({ has: this.scope.getByRole('rowheader') });
  }

  /** Waits until the analysis and any follow-up have finished streaming. */
  async waitForAnswers(count = 1): Promise<void> {
    await expect(this.answers).toHaveCount(count, { timeout: 20_000 });
    await expect(this.answers.nth(count - 1)).toHaveAttribute('aria-busy', 'false', {
      timeout: 20_000,
    });
  }

  references(): Locator {
    return this.scope.locator('[id^="ref-"]');
  }
}
