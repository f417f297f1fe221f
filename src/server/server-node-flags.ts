/**
 * V8 flags the server runs with: `npm start`, the Dockerfile and the benches start
 * `node ${SERVER_NODE_FLAGS} src/server/main.ts` (server-node-flags.test.ts keeps them in step).
 *
 * A search keeps its state (request, trace, retrieved articles, prompt) for a few hundred
 * milliseconds of upstream round trips, so under a burst V8's young generation, which starts at
 * 1 MB and grows only after repeated collections, was scavenged again and again while hundreds of
 * searches were live, copying them each time and promoting them to the old generation. A young
 * generation of 16-32 MB from the start cut garbage collection enough to bring CPU per search
 * under a 500-search burst from 1.1-1.2x the plain relay's to 0.94-1.08x, and peak RSS from
 * 520-615 MB to 400-520 MB (decision 015).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32', '--min-semi-space-size=16'] as const;
