import { expect, type Locator, type Page } from '@playwright/test';

/** A file as Playwright hands it to the file input. */
export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The main page's attach flow: paperclip, hidden file input, the attached-file chip, toasts. */
export class AttachmentFlow {
  readonly page: Page;
  readonly button: Locator;
  readonly input: Locator;
  readonly chip: Locator;

  constructor(page: Page) {
    this.page = page;
    this.button = page.getByRole('button', { name: 'Attach a file' });
    this.input = page.getByLabel('Choose a PDF or image file');
    this.chip = page.getByRole('group', { name: 'Attached file' });
  }

  /** Picks a file as the visitor would through the picker opened by the paperclip. */
  async attach(file: string | UploadFile): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.button.click();
    await (await chooser).setFiles(file);
  }

  /**
   * Waits until the file is read: the chip says how its values will be read. A picture of a lab
   * report is read by OCR first, which takes seconds more than a text layer.
   */
  async waitUntilRead(timeout = 60_000): Promise<void> {
    await expect(
      this.chip.getByText(
        /read from text layer|read by OCR on this device|will be read by AI vision/,
      ),
    ).toBeVisible({ timeout });
  }

  /** A sonner toast with this title. */
  toast(title: string): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: title });
  }
}

/** The lab table under a lab-report answer ('Your test results'), at any width. */
export class LabTable {
  readonly root: Locator;

  constructor(page: Page) {
    this.root = page.getByRole('region', { name: 'Your test results' });
  }

  /** The visible row (wide screens) or card (phones) of one test. */
  row(testName: string): Locator {
    return this.root
      .locator('tr, li')
      .filter({ has: this.root.page().getByText(testName, { exact: true }) })
      .filter({ visible: true });
  }
}
