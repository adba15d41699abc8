// A compiled site module's inline source map, cut down to the site's own files. Node decodes the whole map of every
// module it loads while source maps are on (they are, so that stack traces name the config's own lines), and with a
// Docusaurus config's packages bundled into it (./package-bundling.ts) the map of rehype-katex and KaTeX took 60 ms of
// every build to decode. Lines of the bundled packages keep no mapping: their frames name the compiled module.
import { decode, encode, type SourceMapSegment } from '@jridgewell/sourcemap-codec';
import { isRecord } from '../../shared/is-record.ts';
import { packageOf } from './package-bundling.ts';

const INLINE_MAP = /\n\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)\s*$/;

interface RawMap {
  sources: string[];
  sourcesContent?: (string | null)[];
  names: string[];
  mappings: string;
}

/** `code` with its inline source map mapping only files outside `node_modules`; as it is when it maps nothing else. */
export function withOwnSourceMap(code: string): string {
  const match = INLINE_MAP.exec(code);
  const map: unknown = match ? JSON.parse(Buffer.from(match[1] ?? '', 'base64').toString('utf8')) : undefined;
  if (!match || !isRawMap(map) || !map.sources.some((source) => packageOf(source) !== undefined)) return code;
  const sources: number[] = [];
  const names: number[] = [];
  const newIndex = (list: number[], index: number) => {
    const at = list.indexOf(index);
    return at >= 0 ? at : list.push(index) - 1;
  };
  const lines = decode(map.mappings).map((line) =>
    line.flatMap((segment): SourceMapSegment[] => {
      if (segment.length === 1) return [segment];
      const [column, source, sourceLine, sourceColumn] = segment;
      if (packageOf(map.sources[source] ?? '') !== undefined) return [];
      const kept = newIndex(sources, source);
      return segment.length === 5 ? [[column, kept, sourceLine, sourceColumn, newIndex(names, segment[4])]] : [[column, kept, sourceLine, sourceColumn]];
    }),
  );
  const own = {
    version: 3,
    sources: sources.map((i) => map.sources[i]),
    ...(map.sourcesContent && { sourcesContent: sources.map((i) => map.sourcesContent?.[i] ?? null) }),
    names: names.map((i) => map.names[i]),
    mappings: encode(lines),
  };
  return `${code.slice(0, match.index)}\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(JSON.stringify(own)).toString('base64')}\n`;
}

function isRawMap(value: unknown): value is RawMap {
  return isRecord(value) && Array.isArray(value.sources) && Array.isArray(value.names) && typeof value.mappings === 'string';
}
