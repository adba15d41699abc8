import { validateConfig } from '../../src/render/config/validate.ts';
import { BuildError, type Diagnostic } from '../../src/render/core/diagnostics.ts';

/** The diagnostics validating a raw site config gives (none when it is valid). */
export function configProblems(raw: unknown): Diagnostic[] {
  try {
    validateConfig(raw);
  } catch (error) {
    if (error instanceof BuildError) return error.diagnostics;
    throw error;
  }
  return [];
}
