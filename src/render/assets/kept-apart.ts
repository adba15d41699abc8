// How a browser module built apart (./client-bundle.ts `APART_ENTRIES`) is kept (the cache namespace `apart`, in an
// assets folder): each of its files whole in a folder of its own (`<name>-<mode>/`), and an index
// (`<name>-<mode>.json`, sealed) naming them with their hashes and the stamps they had when written. A build reads the
// index and takes a stamp of each file: the pages name the files, and the writer copies or links them, so their bytes
// are never read. Kept inside the index as text, Mermaid's
// 3.5 MB and the highlighter's 1.4 MB were read, hashed and parsed as JSON on every build of a site that uses them:
// 40-50 ms of a 0.6 s warm build of the Docusaurus fixture.
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { atomicWrite } from '../core/atomic-write.ts';
import { fileStamp, fileStampSync } from '../core/file-stamp.ts';
import { contentHash } from '../core/hash.ts';
import { pruneFiles } from '../core/prune-files.mjs';
import { readSealedJson, writeSealed } from '../core/sealed-file.ts';
import { CACHE, nestedFolder } from '../core/cache-namespaces.mjs';
import { isRecord } from '../../shared/is-record.ts';
import type { ApartBundle } from './client-bundle.ts';

/** A file of the site kept whole in docgen's cache: where it goes in the site, where it is kept, and its stamp there. */
export interface KeptFile {
  file: string;
  from: string;
  stamp: string;
}

/** A module built apart, as the stages hand it on: its entry's file, and every file it loads, kept. */
export interface KeptApart {
  file: string;
  files: KeptFile[];
}

interface IndexEntry {
  file: string;
  hash: string;
  stamp: string;
}

/**
 * The module kept under `name` in the assets folder `assets` by the docgen of fingerprint `key`: undefined when it is
 * not there, was kept by other code, or a file of it is gone or holds other bytes than it was written with.
 */
export async function readKeptApart(assets: string, name: string, key: string): Promise<KeptApart | undefined> {
  const folder = path.join(nestedFolder(assets, 'apart'), name);
  const kept = await readSealedJson(`${folder}.json`, isIndex);
  if (kept?.key !== key) return undefined;
  const files: KeptFile[] = [];
  for (const entry of kept.files) {
    const from = path.join(folder, path.basename(entry.file));
    // Synchronously: Mermaid has ~80 files, and a stat through libuv's thread pool costs more than the call.
    const stamp = fileStampSync(from);
    if (stamp === undefined) return undefined;
    // A file rewritten since (even with the same bytes) is read once more and compared with the hash it was kept with.
    if (stamp !== entry.stamp && contentHash(await readFile(from)) !== entry.hash) return undefined;
    files.push({ file: entry.file, from, stamp });
  }
  return kept.files.some((entry) => entry.file === kept.entry) ? { file: kept.entry, files } : undefined;
}

/**
 * Keeps a module just built under `name` in the assets folder `assets`. Files of other versions of the module (another
 * docgen's) go once a day old: a docgen started from other sources may still be about to copy them.
 */
export async function keepApart(assets: string, name: string, key: string, made: ApartBundle): Promise<KeptApart> {
  const folder = path.join(nestedFolder(assets, 'apart'), name);
  await mkdir(folder, { recursive: true });
  const files: KeptFile[] = [];
  const entries: IndexEntry[] = [];
  for (const { file, code } of made.files) {
    const from = path.join(folder, path.basename(file));
    await atomicWrite(from, code);
    const stamp = await fileStamp(from);
    if (stamp === undefined) throw new Error(`${from} was removed as docgen kept it; build again.`);
    files.push({ file, from, stamp });
    entries.push({ file, hash: contentHash(code), stamp });
  }
  await writeSealed(`${folder}.json`, JSON.stringify({ key, entry: made.file, files: entries }));
  const current = new Set(files.map(({ from }) => path.basename(from)));
  pruneFiles(folder, (fileName) => !current.has(fileName), CACHE.apart.pruneAfterMs);
  return { file: made.file, files };
}

function isIndex(value: unknown): value is { key: string; entry: string; files: IndexEntry[] } {
  return (
    isRecord(value) &&
    typeof value.key === 'string' &&
    typeof value.entry === 'string' &&
    Array.isArray(value.files) &&
    value.files.every((f: unknown) => isRecord(f) && typeof f.file === 'string' && typeof f.hash === 'string' && typeof f.stamp === 'string')
  );
}
