// docgen runs on a Node whose require() loads ES modules (src/render/core/node-support.mjs); on another it stops with a
// message naming the versions it needs and the one it found.
import { expect, it } from 'vitest';
import { unsupportedNode } from '../../../src/render/core/node-support.mjs';

it('accepts a Node that loads ES modules through require(), and names the versions needed otherwise', () => {
  expect(unsupportedNode({ require_module: true }, 'v20.19.0')).toBeUndefined();
  for (const features of [{ require_module: false }, {}]) {
    const message = unsupportedNode(features, 'v20.11.1');
    expect(message).toContain('Node.js 20.19 or later (or 22.13 or later)');
    expect(message).toContain('this is Node.js v20.11.1');
    expect(message).toContain('--no-experimental-require-module');
  }
  // This one runs docgen's tests, so it runs docgen.
  expect(unsupportedNode()).toBeUndefined();
});
