import { expect, test, type Page } from '@playwright/test';
import { ConversationPanel } from './pages/conversation-panel.ts';
import { SearchPage } from './pages/search-page.ts';

// playwright.config.ts blocks service workers for the other specs; here they are the subject.
test.use({ serviceWorkers: 'allow' });

const QUESTION = 'What are the symptoms of type 2 diabetes?';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk: the icon must be a real image of its stated size. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Opens the app, waits for its service worker, and reloads so the worker controls the page. */
async function openControlled(page: Page): Promise<SearchPage> {
  const search = new SearchPage(page);
  await search.open();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(search.queryBox).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toMatch(/\/sw\.js$/);
  return search;
}

test('the manifest is linked and valid, with real icons of the stated sizes', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await request.get(href ?? '');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({
    name: 'Nova Health',
    short_name: 'Nova Health',
    start_url: '/',
    display: 'standalone',
    theme_color: '#12635e',
  });
  const icons = manifest.icons as ManifestIcon[];
  for (const size of [192, 512]) {
    expect(
      icons.some((icon) => icon.sizes === `${size}x${size}` && icon.purpose !== 'maskable'),
    ).toBe(true);
  }
  expect(icons.some((icon) => icon.purpose?.split(' ').includes('maskable'))).toBe(true);
  for (const icon of icons) {
    const image = await request.get(icon.src);
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await image.body())).toEqual({ width, height });
  }
});

test('the CSP lets the worker and the manifest load from this origin', async ({ request }) => {
  const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
  expect(csp).toContain("worker-src 'self'");
  expect(csp).toContain("manifest-src 'self'");
});

test('offline, the app shell still opens, says searching needs a connection and sends nothing', async ({
  page,
  context,
}) => {
  const search = await openControlled(page);
  const banner = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(banner).toHaveCount(0);

  const searches: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/search')) searches.push(request.url());
  });
  await context.setOffline(true);
  await page.reload();

  await expect(
    page.getByRole('heading', { name: 'Ask Nova, your AI health assistant' }),
  ).toBeVisible();
  await expect(banner).toContainText('searching needs an internet connection');
  await search.queryBox.fill(QUESTION);
  await expect(search.submit).toBeDisabled();
  await expect(search.submit).toHaveAccessibleDescription(
    'Searching needs an internet connection.',
  );
  await search.queryBox.press('Enter');
  await expect(search.answer).toHaveCount(0);
  await expect(search.queryBox).toHaveValue(QUESTION);
  expect(searches).toEqual([]);

  // Back online, the banner goes and searching works again.
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await expect(search.submit).toBeEnabled();
  await search.submit.click();
  await search.waitForResult();
  expect(searches).toHaveLength(1);
});

test('losing the connection after an answer: the follow-up is held back and says why', async ({
  page,
  context,
}) => {
  const search = new SearchPage(page);
  await search.open();
  await search.ask(QUESTION);
  await search.waitForResult();
  const conversation = new ConversationPanel(page);
  await conversation.followUpInput.fill('How is it treated?');
  await expect(conversation.ask).toBeEnabled();

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await expect(conversation.ask).toBeDisabled();
  await expect(conversation.ask).toHaveAccessibleDescription(
    'Searching needs an internet connection.',
  );
  // The answer already on screen stays readable.
  await expect(search.answer).toContainText('Overview');

  await context.setOffline(false);
  await expect(conversation.ask).toBeEnabled();
});

test('answers, health checks and shared conversations are never stored in CacheStorage', async ({
  page,
}) => {
  const search = await openControlled(page);
  await search.ask(QUESTION);
  await search.waitForResult();
  await page.evaluate(() => fetch('/api/health').then((response) => response.text()));
  await page.evaluate(() => fetch('/api/config').then((response) => response.text()));
  await page.goto('/shared-conversation?data=not-a-real-link');
  await expect(page.getByRole('heading', { name: 'Error Loading Conversation' })).toBeVisible();

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });
  // The shell is there (so the check looks at the right place), and nothing else.
  expect(cached.some((url) => new URL(url).pathname === '/index.html')).toBe(true);
  const paths = cached.map((url) => new URL(url).pathname);
  expect(paths.filter((path) => path.startsWith('/api/'))).toEqual([]);
  // The page's code may be precached; its address, which carries the conversation, never is.
  expect(
    cached.filter((url) => {
      const { pathname, search } = new URL(url);
      return pathname === '/shared-conversation' || search.includes('data=');
    }),
  ).toEqual([]);
});
