/**
 * The layers of the code, as zones for import/no-restricted-paths: a module may import from its
 * own layer and the layers below it, never from one above. Adding a folder means placing it here;
 * a server folder or file left out would not be checked, so the lint run stops until it is placed.
 */
import { readdirSync } from 'node:fs';

/** The server, bottom first. Paths are relative to src/server. */
export const SERVER_LAYERS = [
  // What everything may use: the logger type, the settings, the client key, fair work turns.
  ['logger.ts', 'config.ts', 'config', 'client-context.ts', 'work-turns.ts', 'net'],
  // State primitives (limiters, caches, budgets; in process or Redis) and untrusted-text fencing.
  ['state', 'safety'],
  // One module per upstream, and the only code that talks to a model.
  ['sources', 'llm'],
  // What sits on a model or a request: metering, checked attachments, the stream writer.
  ['budget', 'attachments', 'stream'],
  // Traces wrap sources, model calls and the steps above.
  ['tracing'],
  // The work: one pipeline per search type and its shared steps; flashcards.
  ['pipelines', 'flashcards'],
  // Voice grounding reuses the pipelines' steps; the chat proxy.
  ['voice', 'proxy'],
  // HTTP only.
  ['routes'],
  // The app that wires it all, and what only it uses.
  [
    'app.ts',
    'main.ts',
    'api-hooks.ts',
    'body-admission.ts',
    'request-errors.ts',
    'request-id.ts',
    'startup-failure.ts',
    'log-format.ts',
    'security-headers.ts',
    'server-node-flags.ts',
    'warm-up.ts',
  ],
];

const server = (name) => `./src/server/${name}`;

/** Each server layer may not import from any layer above it. */
function serverZones() {
  return SERVER_LAYERS.slice(0, -1).map((layer, index) => ({
    target: layer.map(server),
    from: SERVER_LAYERS.slice(index + 1)
      .flat()
      .map(server),
    message:
      'A server layer imports only from its own layer and those below (eslint-rules/layers.js).',
  }));
}

/** Client: a feature never imports another; lib/ and components/ never import features or app/. */
function clientZones(root) {
  const features = readdirSync(`${root}/src/client/features`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    ...features.map((feature) => ({
      target: `./src/client/features/${feature}`,
      from: './src/client/features',
      except: [`./${feature}`],
      message:
        'Features never import each other: pass what one needs through a slot the page hands in, or move the shared piece to lib/ or components/.',
    })),
    {
      target: ['./src/client/lib', './src/client/components'],
      from: ['./src/client/features', './src/client/app'],
      message: 'lib/ and components/ sit below the features and the pages.',
    },
    {
      target: './src/client/features',
      from: './src/client/app',
      message: 'Pages compose features; features do not import pages.',
    },
  ];
}

/** Client and server never import each other; both may use src/contract and src/shared. */
const sideZones = [
  {
    target: './src/client',
    from: './src/server',
    message: 'The browser never imports server code.',
  },
  {
    target: './src/server',
    from: './src/client',
    message: 'The server never imports client code.',
  },
];

/** Every server module must sit in a layer, or it would be checked by nothing. */
function assertEveryServerModulePlaced(root) {
  const placed = new Set(SERVER_LAYERS.flat());
  const unplaced = readdirSync(`${root}/src/server`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || /^[^.]+\.tsx?$/.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name) && !placed.has(entry.name))
    .map((entry) => entry.name);
  if (unplaced.length > 0) {
    throw new Error(`eslint-rules/layers.js: place ${unplaced.join(', ')} in SERVER_LAYERS`);
  }
}

export function layerZones(root) {
  assertEveryServerModulePlaced(root);
  return [...serverZones(), ...clientZones(root), ...sideZones];
}
