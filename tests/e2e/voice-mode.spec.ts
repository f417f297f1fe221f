import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { TEST_CHROMIUM } from './browsers.ts';
import { SAFETY_TEXTS } from '../../src/shared/safety-texts/safety-texts.ts';
import type { RecordedRealtimeEvent } from '../fakes/realtime-peer.ts';
import { fakeAssistantReply } from '../fakes/realtime-peer.ts';
import { SearchPage } from './pages/search-page.ts';
import { e2ePorts } from './ports.ts';

const executablePath = TEST_CHROMIUM;

// Chromium's fake microphone, allowed without a prompt, for the whole file (a worker option).
test.use({
  launchOptions: {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
});

// The fake peer is shared by the whole run: tests in a file go one at a time, and a test reads and
// steers only the sessions of the keys its own page was given (the phone run may be at the same time).
test.describe.configure({ mode: 'serial' });
// A test may end while its page's session request is still being watched (the dialog is open
// before the connection is): the watch is dropped without failing the test that is done.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

/** The fake realtime provider, driven through its control routes, for one page's sessions. */
class FakePeer {
  readonly request: APIRequestContext;
  base = '';
  /** The ephemeral keys this page was given, in order. */
  readonly keys: string[] = [];
  /** Offers to refuse, for the next key the page is given. */
  private refusals = 0;
  constructor(request: APIRequestContext) {
    this.request = request;
  }
  /**
   * Watches the page's session requests: each key is noted (and any refusal registered for it)
   * before the page receives it, so the page's offer is always recognised as this test's.
   */
  async init(page: Page): Promise<void> {
    const config = await (await this.request.get('/api/config')).json();
    this.base = new URL(config.voice.realtimeUrl as string).origin;
    await page.route('**/api/openai/realtime/session', async (route) => {
      const response = await route.fetch();
      const reply = (await response.json()) as { client_secret?: { value?: string } };
      const key = reply.client_secret?.value;
      if (key) {
        this.keys.push(key);
        if (this.refusals > 0) {
          await this.request.post(`${this.base}/control/refuse`, {
            data: { times: this.refusals, key },
          });
          this.refusals = 0;
        }
      }
      await route.fulfill({ response });
    });
  }
  async read(): Promise<{ sessions: number; events: RecordedRealtimeEvent[] }> {
    return (await this.request.get(`${this.base}/control/events`)).json();
  }
  /** Events of the sessions this page opened, oldest first. */
  async events(type?: string): Promise<RecordedRealtimeEvent[]> {
    const { events } = await this.read();
    return events.filter(
      (recorded) => this.keys.includes(recorded.key) && (!type || recorded.event.type === type),
    );
  }
  /** Sends an event to this page's latest session. */
  async send(event: object): Promise<void> {
    const key = encodeURIComponent(this.keys.at(-1) ?? '');
    const reply = await this.request.post(`${this.base}/control/send?key=${key}`, { data: event });
    expect((await reply.json()).sent).toBe(true);
  }
  /** Refuses the page's next `times` offers. */
  refuse(times: number): void {
    this.refusals = times;
  }
  transcript(text: string, id: string): Promise<void> {
    return this.send({
      type: 'conversation.item.input_audio_transcription.completed',
      item_id: id,
      content_index: 0,
      transcript: text,
    });
  }
}

/** Keeps the page's microphone streams in view, to check they are released. */
async function watchMicrophone(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const streams: MediaStream[] = [];
    (window as unknown as { micStreams: MediaStream[] }).micStreams = streams;
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      streams.push(stream);
      return stream;
    };
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { micStreams: MediaStream[] }).micStreams
          .flatMap((stream) => stream.getTracks())
          .filter((track) => track.readyState === 'live').length,
    );
}

/**
 * When the page's data channel opened and when each event went out on it, by the page's own clock:
 * the peer's arrival times also hold the test machine's scheduling delays, which on a loaded
 * machine made a 1 s wait look like 0.7 s.
 */
async function watchDataChannel(
  page: Page,
): Promise<() => Promise<{ type: string; at: number }[]>> {
  await page.addInitScript(() => {
    const sent: { type: string; at: number }[] = [];
    (window as unknown as { channelEvents: typeof sent }).channelEvents = sent;
    const create = RTCPeerConnection.prototype.createDataChannel;
    RTCPeerConnection.prototype.createDataChannel = function (...args) {
      const channel = create.apply(this, args);
      let openedAt = NaN;
      channel.addEventListener('open', () => (openedAt = performance.now()));
      const send = channel.send.bind(channel) as (data: unknown) => void;
      Object.defineProperty(channel, 'send', {
        value: (data: unknown) => {
          const type =
            typeof data === 'string'
              ? String((JSON.parse(data) as { type?: unknown }).type)
              : 'binary';
          sent.push({ type, at: performance.now() - openedAt });
          send(data);
        },
      });
      return channel;
    };
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { channelEvents: { type: string; at: number }[] }).channelEvents,
    );
}

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Real-time Voice Conversation' });

async function openVoiceMode(page: Page) {
  const search = new SearchPage(page);
  await search.open();
  await page.getByRole('button', { name: 'Start a voice conversation' }).click();
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

test(
  'voice mode connects, is instructed, greets, switches language and hangs up',
  { tag: '@mobile' },
  async ({ page, request }, testInfo) => {
    const peer = new FakePeer(request);
    await peer.init(page);
    const liveTracks = await watchMicrophone(page);
    const channelEvents = await watchDataChannel(page);
    const dialog = await openVoiceMode(page);

    // A dialog on desktop; the whole screen below 768 px.
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize();
    if (testInfo.project.name === 'mobile') {
      expect(box?.width).toBe(viewport?.width);
      expect(box?.height).toBe(viewport?.height);
    } else {
      expect(box?.width).toBeLessThan((viewport?.width ?? 0) / 2);
    }

    await expect(dialog.getByRole('button', { name: 'Hang up' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Mute microphone' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Mute speaker' })).toBeVisible();

    // The instruction, with the evidence tool, then the greeting (a system item, then a reply).
    await expect
      .poll(async () => (await peer.events()).map((e) => e.event.type))
      .toEqual(['session.update', 'conversation.item.create', 'response.create']);
    const [update] = await peer.events();
    const session = update?.event.session as {
      instructions: string;
      tools: { name: string }[];
    };
    expect(session.instructions).toContain('Never diagnose');
    expect(session.instructions).toContain('Speak English');
    expect(session.tools.map((tool) => tool.name)).toEqual(['search_medical_evidence']);
    // SPEC.md section 4: the instruction 1 s after the connection, the greeting 0.5 s after it
    // (timers never fire early; a few ms of rounding between clocks are allowed).
    const [sentUpdate, sentGreeting] = await channelEvents();
    expect(sentUpdate?.type).toBe('session.update');
    expect(sentGreeting?.type).toBe('conversation.item.create');
    expect(sentUpdate?.at).toBeGreaterThanOrEqual(995);
    expect((sentGreeting?.at ?? 0) - (sentUpdate?.at ?? 0)).toBeGreaterThanOrEqual(495);
    await expect(dialog.getByText(fakeAssistantReply(1))).toBeVisible();

    // The user speaks Hindi: the language switches and the instruction is sent again.
    await peer.transcript('मुझे सिरदर्द है, क्या करूँ?', 'item_u1');
    await expect(dialog.getByText('मुझे सिरदर्द है, क्या करूँ?')).toBeVisible();
    await expect.poll(async () => (await peer.events('session.update')).length).toBe(2);
    const resent = (await peer.events('session.update'))[1]?.event.session as {
      instructions: string;
    };
    expect(resent.instructions).toContain('Speak Hindi (हिन्दी)');
    await expect(dialog.getByRole('status')).toContainText('हिन्दी');

    // Mute toggles: the microphone track stops sending, the assistant's audio goes quiet.
    const mic = dialog.getByRole('button', { name: 'Mute microphone' });
    await mic.click();
    await expect(mic).toHaveAttribute('aria-pressed', 'true');
    expect(
      await page.evaluate(() =>
        (window as unknown as { micStreams: MediaStream[] }).micStreams
          .flatMap((stream) => stream.getAudioTracks())
          .every((track) => !track.enabled),
      ),
    ).toBe(true);
    await mic.click();
    await expect(mic).toHaveAttribute('aria-pressed', 'false');
    const speaker = dialog.getByRole('button', { name: 'Mute speaker' });
    await speaker.click();
    await expect(speaker).toHaveAttribute('aria-pressed', 'true');
    expect(await dialog.locator('audio').evaluate((audio: HTMLAudioElement) => audio.muted)).toBe(
      true,
    );

    // Hang up: the dialog closes and the microphone is released.
    expect(await liveTracks()).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Hang up' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(liveTracks).toBe(0);
  },
);

test(
  'an emergency said aloud raises the banner inside the dialog',
  { tag: '@mobile' },
  async ({ page, request }) => {
    const peer = new FakePeer(request);
    await peer.init(page);
    const dialog = await openVoiceMode(page);
    await expect(dialog.getByRole('button', { name: 'Hang up' })).toBeVisible();
    await peer.transcript('What helps with seasonal allergies?', 'item_u1');
    await expect(dialog.getByText('What helps with seasonal allergies?')).toBeVisible();
    await expect(dialog.getByRole('alert')).toBeHidden();
    await peer.transcript('My father is having crushing chest pain right now', 'item_u2');
    const banner = dialog.getByRole('alert');
    // The banner names what was said (chest pain), with the local number and 911 / 999.
    await expect(banner).toContainText(SAFETY_TEXTS.en.categories.cardiac);
    await expect(banner).toContainText('911');
    await expect(banner).toContainText('999');
    await banner.getByRole('button', { name: 'Dismiss emergency warning' }).click();
    await expect(banner).toBeHidden();
  },
);

test('a tool call searches the evidence and shows numbered references', async ({
  page,
  request,
}) => {
  const peer = new FakePeer(request);
  await peer.init(page);
  const dialog = await openVoiceMode(page);
  await expect.poll(async () => (await peer.events('response.create')).length).toBe(1);
  await peer.send({
    type: 'response.function_call_arguments.done',
    response_id: 'resp_t',
    item_id: 'item_f1',
    output_index: 0,
    call_id: 'call_1',
    name: 'search_medical_evidence',
    arguments: JSON.stringify({ query: 'high blood pressure treatment' }),
  });
  // The same call announced again as an output item is answered once.
  await peer.send({
    type: 'response.output_item.done',
    response_id: 'resp_t',
    output_index: 0,
    item: {
      id: 'item_f1',
      type: 'function_call',
      call_id: 'call_1',
      name: 'search_medical_evidence',
      arguments: JSON.stringify({ query: 'high blood pressure treatment' }),
    },
  });
  const references = dialog.getByTestId('voice-references').getByRole('listitem');
  await expect(references.first()).toContainText('[1]');
  expect(await references.count()).toBeGreaterThan(1);
  await expect(references.nth(1)).toContainText('[2]');

  await expect.poll(async () => (await peer.events('response.create')).length).toBe(2);
  const outputs = (await peer.events('conversation.item.create')).filter(
    (recorded) => (recorded.event.item as { type: string }).type === 'function_call_output',
  );
  expect(outputs).toHaveLength(1);
  const item = outputs[0]?.event.item as { call_id: string; output: string };
  expect(item.call_id).toBe('call_1');
  expect(item.output).toContain('<untrusted_data label="source 1"');
  expect(item.output).toContain('[1] ');
  await expect(dialog.getByText(fakeAssistantReply(2))).toBeVisible();
});

test('voiceMode=true opens voice mode by itself', async ({ page, request }) => {
  const peer = new FakePeer(request);
  await peer.init(page);
  await new SearchPage(page).open('/?voiceMode=true');
  await expect(dialogOf(page)).toBeVisible();
  await expect(dialogOf(page).getByRole('button', { name: 'Hang up' })).toBeVisible();
});

test('an open-voice-mode message from this origin opens it; another origin is ignored', async ({
  page,
  request,
}) => {
  const peer = new FakePeer(request);
  await peer.init(page);
  const search = new SearchPage(page);
  await search.open();
  await expect(page.getByRole('button', { name: 'Start a voice conversation' })).toBeVisible();
  // A message that claims to come from elsewhere: dispatched as the browser would deliver it.
  await page.evaluate(() =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'open-voice-mode' },
        origin: 'https://evil.test',
      }),
    ),
  );
  await page.waitForTimeout(1000);
  await expect(dialogOf(page)).toBeHidden();
  await page.evaluate(() =>
    window.postMessage({ type: 'open-voice-mode' }, window.location.origin),
  );
  await expect(dialogOf(page)).toBeVisible();
});

test('a refused connection fails clearly and Try Again reconnects', async ({ page, request }) => {
  const peer = new FakePeer(request);
  await peer.init(page);
  peer.refuse(1);
  const dialog = await openVoiceMode(page);
  await expect(dialog.getByText('Failed to connect to voice mode')).toBeVisible();
  await dialog.getByRole('button', { name: 'Try Again' }).click();
  await expect(dialog.getByRole('button', { name: 'Hang up' })).toBeVisible();
});

test('a failed session request fails clearly', async ({ page }) => {
  await page.route('**/api/openai/realtime/session', (route) =>
    route.fulfill({ status: 500, json: { error: { message: 'down', type: 'x', code: null } } }),
  );
  const dialog = await openVoiceMode(page);
  await expect(dialog.getByText('Failed to connect to voice mode')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Try Again' })).toBeVisible();
});

test('a session reply without a key fails clearly', async ({ page }) => {
  await page.route('**/api/openai/realtime/session', (route) =>
    route.fulfill({ status: 200, json: { model: 'gpt-realtime', realtimeUrl: 'http://x.test' } }),
  );
  const dialog = await openVoiceMode(page);
  await expect(dialog.getByText('Failed to connect to voice mode')).toBeVisible();
});

test('without a voice model the button is disabled and says why', async ({ page }) => {
  const search = new SearchPage(page);
  await search.open(`http://127.0.0.1:${e2ePorts().evidenceOnly}/`);
  const button = page.getByRole('button', { name: 'Start a voice conversation' });
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toHaveAccessibleDescription(
    'Voice mode is unavailable: no realtime voice model on this server.',
  );
  // Pressed anyway (it stays focusable so the reason can be read): nothing opens.
  await button.click({ force: true });
  await page.waitForTimeout(500);
  await expect(dialogOf(page)).toBeHidden();
});
