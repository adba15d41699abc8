// Failures as diagnostics, for the stages, the engine and their callers.
import { BuildError, type Diagnostic } from './diagnostics.ts';
import { diskProblem } from './disk-errors.ts';

/** Any failure as diagnostics: BuildErrors carry their own; anything else (a theme bug) becomes one. */
export function asDiagnostics(error: unknown): Diagnostic[] {
  if (error instanceof BuildError) return error.diagnostics;
  const disk = diskProblem(error);
  if (disk) return [disk];
  const e = error as Error;
  return [{ severity: 'error', message: e?.message ?? String(error), hint: firstStackLine(error) }];
}

/** Where a failure happened: the first frame of its stack. */
export function firstStackLine(error: unknown): string | undefined {
  return (error as Error)?.stack?.split('\n').find((line) => line.trim().startsWith('at '))?.trim();
}
