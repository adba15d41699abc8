// Failures as diagnostics, for the stages, the engine and their callers.
import { BuildError, type Diagnostic } from './diagnostics.ts';
import { diskProblem } from './disk-errors.ts';
import { messageOf } from './thrown.ts';

/** Any failure as diagnostics: BuildErrors carry their own; anything else (a theme bug) becomes one. */
export function asDiagnostics(error: unknown): Diagnostic[] {
  if (error instanceof BuildError) return error.diagnostics;
  const disk = diskProblem(error);
  if (disk) return [disk];
  return [{ severity: 'error', message: messageOf(error), hint: firstStackLine(error) }];
}

/** Where a failure happened: the first frame of its stack. */
export function firstStackLine(error: unknown): string | undefined {
  const stack = typeof error === 'object' && error !== null && 'stack' in error && typeof error.stack === 'string' ? error.stack : undefined;
  return stack?.split('\n').find((line) => line.trim().startsWith('at '))?.trim();
}
