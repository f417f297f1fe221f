import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './server-node-flags.ts';

const root = new URL('../../', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, root), 'utf8');

describe('the server’s V8 flags', () => {
  it('are the ones `npm start` runs the server with', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts.start).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} src/server/main.ts`);
  });

  it('are the ones the container runs the server with', () => {
    const command = JSON.stringify(['node', ...SERVER_NODE_FLAGS, 'src/server/main.ts']);
    expect(read('Dockerfile')).toContain(`CMD ${command.replaceAll(',', ', ')}`);
  });
});
