// Problems found while building, in one shape: every stage reports where (file and line, or config path), what, and
// what to do. The CLI prints them; `docgen serve` shows them in the browser overlay; tests assert on them.

export interface Diagnostic {
  severity: 'error' | 'warning';
  /** Project-relative file, or `site.config.ts` for configuration problems. */
  file?: string;
  /** 1-based line in `file`. */
  line?: number;
  /** 1-based column on `line`, where a parser names one (MDX, esbuild). */
  column?: number;
  /** Dotted config path (`navbar.items[2].type`) for configuration problems. */
  configPath?: string;
  message: string;
  /** What the author can do about it. */
  hint?: string;
}

/** Thrown when a stage found errors; carries every error of that stage, not only the first. */
export class BuildError extends Error {
  readonly diagnostics: Diagnostic[];
  constructor(diagnostics: Diagnostic[]) {
    super(diagnostics.map(formatDiagnostic).join('\n'));
    this.name = 'BuildError';
    this.diagnostics = diagnostics;
  }
}

/**
 * Thrown when what the command line asked for is refused before anything was done (an output folder that holds the
 * sources): the CLI exits with 2, not with 1 as for content errors.
 */
export class UsageError extends BuildError {
  constructor(diagnostics: Diagnostic[]) {
    super(diagnostics);
    this.name = 'UsageError';
  }
}

export function formatDiagnostic(d: Diagnostic): string {
  const where = [d.file, d.line, d.line ? d.column : undefined].filter((part) => part !== undefined && part !== 0).join(':');
  const at = d.configPath ? `${where ? where + ' ' : ''}${d.configPath}` : where;
  const head = `${d.severity}${at ? ` ${at}` : ''}: ${d.message}`;
  return d.hint ? `${head}\n  ${d.hint}` : head;
}

/** Collects diagnostics during a stage and throws them together at its end. */
export class DiagnosticBag {
  readonly items: Diagnostic[] = [];
  error(d: Omit<Diagnostic, 'severity'>): void {
    this.items.push({ severity: 'error', ...d });
  }
  warn(d: Omit<Diagnostic, 'severity'>): void {
    this.items.push({ severity: 'warning', ...d });
  }
  get errors(): Diagnostic[] {
    return this.items.filter((d) => d.severity === 'error');
  }
  get warnings(): Diagnostic[] {
    return this.items.filter((d) => d.severity === 'warning');
  }
  /** Throws every error collected so far; warnings stay for the summary. */
  throwIfErrors(): void {
    if (this.errors.length) throw new BuildError(this.errors);
  }
}
