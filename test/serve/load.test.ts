// A bounded load test of the preview server on 127.0.0.1 (autocannon): every request answered, no errors.
import { describe, expect, it } from 'vitest';
import { loadTestPreview } from '../../scripts/bench/serve.ts';

describe('preview server under load', () => {
  it('answers 1500 requests over 10 connections with no error and no non-2xx status', async () => {
    const result = await loadTestPreview({ pages: 15, amount: 1500, connections: 10 });
    expect(result.requests).toBe(1500);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(result.paths).toBeGreaterThanOrEqual(18); // every page (16 docs and more), the stylesheet and the client bundle
  }, 120_000);
});
