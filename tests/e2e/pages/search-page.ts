import { expect, type Locator, type Page } from '@playwright/test';

/** The main page as a user sees it: found by accessible names, never by CSS structure. */
export class SearchPage {
  readonly page: Page;
  readonly queryBox: Locator;
  readonly submit: Locator;
  readonly answer: Locator;
  readonly disclaimer: Locator;

  constructor(page: Page) {
    this.page = page;
    this.queryBox = page.getByRole('textbox', { name: 'Your health question' });
    this.submit = page.getByRole('button', { name: 'Search', exact: true });
    this.answer = page.getByRole('region', { name: 'Answer' });
    this.disclaimer = page.getByRole('note').filter({ hasText: 'Medical Disclaimer' });
  }

  async open(path = '/'): Promise<void> {
    await this.page.goto(path);
    await expect(this.queryBox).toBeVisible();
  }

  async choose(
    selector: 'Search type' | 'Knowledge level' | 'Answer language' | 'USMLE step',
    option: string,
  ) {
    await this.page.getByRole('combobox', { name: selector }).selectOption({ label: option });
  }

  async ask(question: string): Promise<void> {
    await this.queryBox.fill(question);
    await this.queryBox.press('Enter');
  }

  /** Waits until the answer is complete (the result card stops being busy). */
  async waitForResult(): Promise<void> {
    await expect(this.page.locator('article[aria-busy="false"]')).toBeVisible({ timeout: 20_000 });
  }

  references(): Locator {
    return this.page.locator('[id^="ref-"]');
  }
}
