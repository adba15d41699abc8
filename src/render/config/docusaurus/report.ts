// What reading a Docusaurus site's configuration reported: errors, one warning per option docgen does not use, and
// where each field of the docgen config came from, so that a problem found later about a docgen config path (a zod
// issue, an unknown doc id in a sidebar) names the Docusaurus file and option the author wrote.
import type { Diagnostic } from '../../core/diagnostics.ts';
import { isMissingPackage, missingPackage } from './stand-ins.ts';

/** A Docusaurus option: the file it is written in and its path there (`themeConfig.navbar.items[2]`). */
export interface Origin {
  file: string;
  path: string;
}

export class AdapterReport {
  readonly errors: Diagnostic[] = [];
  readonly warnings: Diagnostic[] = [];
  /** docgen config path → the Docusaurus option it was made from. */
  readonly origins: Record<string, Origin> = {};

  error(at: Origin, message: string, hint?: string): void {
    this.errors.push({ severity: 'error', file: at.file, configPath: at.path || undefined, message, hint });
  }

  /** The one warning an option docgen does not use gets. */
  ignored(at: Origin, why: string): void {
    this.warnings.push({ severity: 'warning', file: at.file, configPath: at.path || undefined, message: `ignored: ${why}` });
  }

  /** Records that the docgen field `configPath` holds what `at` says. */
  from(configPath: string, at: Origin): void {
    this.origins[configPath] = at;
  }
}

/** `a.b` + `c` → `a.b.c`; `a` + 2 → `a[2]`; '' + `c` → `c`. */
export function join(at: string, key: string | number): string {
  if (typeof key === 'number') return `${at}[${key}]`;
  const name = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
  if (!at) return name;
  return name.startsWith('"') ? `${at}[${name}]` : `${at}.${name}`;
}

export type Plain = Record<string, unknown>;

export function isPlainObject(value: unknown): value is Plain {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || isMissingPackage(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * One object of Docusaurus options, read field by field. `take` returns a field docgen uses; `ignore` warns about a
 * field it does not; `finish` warns once about every field neither took nor ignored, so no option is dropped in
 * silence and none is warned about twice. A value that came from a package that is not installed is an error when
 * docgen needs it, and only the option's warning when docgen ignores it.
 */
export class OptionReader {
  private readonly seen = new Set<string>();

  constructor(
    readonly report: AdapterReport,
    readonly file: string,
    readonly at: string,
    readonly value: Plain,
  ) {}

  origin(key?: string | number): Origin {
    return { file: this.file, path: key === undefined ? this.at : join(this.at, key) };
  }

  has(key: string): boolean {
    return this.value[key] !== undefined;
  }

  /**
   * A field docgen reads as a whole; undefined when absent, or when it holds (or contains) a missing package's
   * value, which is an error.
   */
  take(key: string): unknown {
    const value = this.peek(key);
    const missing = findMissing(value, join(this.at, key));
    if (!missing) return value;
    this.report.error(
      { file: this.file, path: missing.path },
      `is \`${missing.name}\`, from the package '${missing.pkg}', which is not installed; docgen needs this value.`,
      `Install it (npm install ${missing.pkg}) or write the value out in ${this.file}.`,
    );
    return undefined;
  }

  /** A field marked as read, as it is: its parts are read one by one by the caller. */
  private peek(key: string): unknown {
    this.seen.add(key);
    return this.value[key];
  }

  /** An object field read option by option; undefined when absent. A field of another type is an error. */
  object(key: string): OptionReader | undefined {
    const value = isMissingPackage(this.value[key]) ? this.take(key) : this.peek(key);
    if (value === undefined) return undefined;
    if (!isPlainObject(value)) {
      this.report.error(this.origin(key), `expected an object, found ${describe(value)}.`);
      return undefined;
    }
    return new OptionReader(this.report, this.file, join(this.at, key), value);
  }

  /** A string field; a value of another type is an error. */
  string(key: string): string | undefined {
    const value = this.take(key);
    if (value === undefined || typeof value === 'string') return value;
    this.report.error(this.origin(key), `expected a string, found ${describe(value)}.`);
    return undefined;
  }

  /** Warns that a field present is not used, and why. */
  ignore(key: string, why: string): void {
    this.seen.add(key);
    if (this.has(key)) this.report.ignored(this.origin(key), why);
  }

  /** Warns about every field present that was neither taken nor ignored. */
  finish(why = 'docgen has no such option'): void {
    for (const key of Object.keys(this.value)) if (!this.seen.has(key) && this.value[key] !== undefined) this.report.ignored(this.origin(key), why);
  }
}

/** A missing package's stand-in somewhere inside `value`, with the path it sits at. */
function findMissing(value: unknown, at: string, seen = new Set<object>()): { path: string; name: string; pkg: string } | undefined {
  const missing = missingPackage(value);
  if (missing) return { path: at, name: missing.expression, pkg: missing.pkg };
  if (value === null || typeof value !== 'object' || seen.has(value)) return undefined;
  seen.add(value);
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findMissing(item, join(at, i), seen);
      if (found) return found;
    }
    return undefined;
  }
  if (!isPlainObject(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = findMissing(item, join(at, key), seen);
    if (found) return found;
  }
  return undefined;
}

export function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'function') return 'a function';
  const json = JSON.stringify(value);
  return json && json.length > 60 ? `${json.slice(0, 57)}...` : (json ?? String(value));
}
