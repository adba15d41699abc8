// @vitest-environment happy-dom
// The progress bar of route changes: shown only for a change that takes longer than its delay, ended by the change
// that showed it, and never left behind by a change that a newer one superseded.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startProgress } from '../../src/client/progress.ts';
import { PROGRESS } from '../../src/shared/dom.ts';

const bars = () => document.querySelectorAll('.progress-bar');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the route-change progress bar', () => {
  it('shows for a slow change only, and is ended by it', () => {
    const fast = startProgress();
    vi.advanceTimersByTime(PROGRESS.startDelayMs - 50);
    fast();
    vi.advanceTimersByTime(1000);
    expect(bars()).toHaveLength(0);

    const slow = startProgress();
    vi.advanceTimersByTime(PROGRESS.startDelayMs + 10);
    expect(bars()).toHaveLength(1);
    slow();
    vi.advanceTimersByTime(PROGRESS.speedMs * 2 + 10);
    expect(bars()).toHaveLength(0);
  });

  it('is not shown for a change superseded by one that finished quickly', () => {
    // The reader clicks a slow link, then another whose page comes at once; the first never finishes (the router
    // drops a superseded change).
    startProgress();
    vi.advanceTimersByTime(50);
    const second = startProgress();
    vi.advanceTimersByTime(20);
    second();
    vi.advanceTimersByTime(5000);
    expect(bars()).toHaveLength(0);
  });
});
