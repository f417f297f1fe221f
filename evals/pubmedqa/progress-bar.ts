/**
 * Progress on stderr: one line redrawn in place on a terminal; in a log (CI, a pipe) a plain line
 * every tenth of the way, so the log stays readable.
 */
export interface Progress {
  /** One more question done. */
  tick(label: string): void;
  done(): void;
}

export interface ProgressTarget {
  write(text: string): unknown;
  isTTY?: boolean;
}

const WIDTH = 24;

export function progressBar(total: number, target: ProgressTarget | null): Progress {
  let done = 0;
  let lastLogged = -1;
  const started = performance.now();
  const line = (label: string) => {
    const filled = total === 0 ? WIDTH : Math.round((done / total) * WIDTH);
    const elapsed = (performance.now() - started) / 1000;
    const left = done === 0 ? '?' : `${Math.round((elapsed / done) * (total - done))}s`;
    return `[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${done}/${total} ${label} (about ${left} left)`;
  };
  return {
    tick(label) {
      done += 1;
      if (!target) return;
      if (target.isTTY) return void target.write(`\r\x1b[2K${line(label)}`);
      const tenth = Math.floor((done * 10) / Math.max(1, total));
      if (tenth !== lastLogged || done === total) {
        lastLogged = tenth;
        target.write(`${line(label)}\n`);
      }
    },
    done() {
      if (target?.isTTY) target.write('\n');
    },
  };
}
