import { describe, expect, it, vi } from 'vitest';
import { DeadlineError, withDeadline } from './with-deadline.ts';

const never = new Promise<never>(() => undefined);

describe('withDeadline', () => {
  it('passes the result through when the work ends in time', async () => {
    const onStop = vi.fn();
    await expect(withDeadline(Promise.resolve(42), { ms: 1000, onStop })).resolves.toBe(42);
    expect(onStop).not.toHaveBeenCalled();
  });

  it('gives up after the bound and stops the work', async () => {
    const onStop = vi.fn();
    await expect(withDeadline(never, { ms: 20, onStop })).rejects.toBeInstanceOf(DeadlineError);
    expect(onStop).toHaveBeenCalledOnce();
  });

  it('stops with an AbortError when the signal aborts', async () => {
    const controller = new AbortController();
    const onStop = vi.fn();
    const run = withDeadline(never, { ms: 10_000, signal: controller.signal, onStop });
    controller.abort();
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(onStop).toHaveBeenCalledOnce();
  });

  it("rethrows the work's own failure without stopping anything", async () => {
    const onStop = vi.fn();
    await expect(
      withDeadline(Promise.reject(new Error('broken')), { ms: 1000, onStop }),
    ).rejects.toThrow('broken');
    expect(onStop).not.toHaveBeenCalled();
  });
});
