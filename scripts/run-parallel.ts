/**
 * Runs npm scripts side by side and fails when any of them fails: `node scripts/run-parallel.ts
 * lint typecheck build`. ESLint and tsc each use one core, so on a two-core machine the checks
 * before the tests take as long as the slowest of them rather than their sum. Each script's output
 * is printed whole when it ends, not interleaved line by line with the others'.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-parallel.ts SCRIPT [SCRIPT...]');
  process.exit(2);
}

function run(script: string): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `\n> ${script}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve(status);
    });
  });
}

const statuses = await Promise.all(scripts.map(run));
process.exit(statuses.some((status) => status !== 0) ? 1 : 0);
