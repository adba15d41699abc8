// Every file docgen keeps in `.docgen-cache/` is sealed: its first line holds the length and the SHA-256 of what
// follows. A read that finds the seal broken (a file truncated by a full disk, garbled by a crash, edited by hand)
// returns nothing, so that the caller makes the value again instead of publishing what no source holds. Writes go
// through a temporary file and a rename, so that a reader never sees half a file.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { atomicWrite, atomicWriteSync } from './atomic-write.ts';

const MAGIC = 'docgen-sealed';

/** The bytes of a sealed file holding `payload`. */
export function seal(payload: string | Uint8Array): Buffer {
  const body = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload;
  return Buffer.concat([Buffer.from(`${MAGIC} ${body.byteLength} ${sha256(body)}\n`, 'latin1'), body]);
}

/** What a sealed file holds, or undefined when its seal does not match its bytes. */
export function unseal(bytes: Buffer): Buffer | undefined {
  const end = bytes.indexOf(0x0a);
  if (end < 0 || end > 120) return undefined;
  const [magic, length, hash] = bytes.subarray(0, end).toString('latin1').split(' ');
  const body = bytes.subarray(end + 1);
  if (magic !== MAGIC || Number(length) !== body.byteLength || hash !== sha256(body)) return undefined;
  return body;
}

/** The payload of a sealed cache file; undefined when it is missing or damaged. */
export async function readSealed(file: string): Promise<Buffer | undefined> {
  const bytes = await readFile(file).catch(() => undefined);
  return bytes && unseal(bytes);
}

export function readSealedSync(file: string): Buffer | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  return unseal(bytes);
}

/**
 * A sealed cache file holding JSON, parsed; undefined when it is missing, damaged or not JSON. With `valid`, also
 * when it is not the shape `valid` checks (a file another version of docgen wrote): the value is then made again.
 */
export async function readSealedJson(file: string): Promise<unknown>;
export async function readSealedJson<T>(file: string, valid: (value: unknown) => value is T): Promise<T | undefined>;
export async function readSealedJson(file: string, valid?: (value: unknown) => boolean): Promise<unknown> {
  return checked(parseJson(await readSealed(file)), valid);
}

export function readSealedJsonSync(file: string): unknown;
export function readSealedJsonSync<T>(file: string, valid: (value: unknown) => value is T): T | undefined;
export function readSealedJsonSync(file: string, valid?: (value: unknown) => boolean): unknown {
  return checked(parseJson(readSealedSync(file)), valid);
}

function checked(value: unknown, valid: ((value: unknown) => boolean) | undefined): unknown {
  return value === undefined || !valid || valid(value) ? value : undefined;
}

/** Writes `payload` sealed, creating the folder. */
export async function writeSealed(file: string, payload: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await atomicWrite(file, seal(payload));
}

export function writeSealedSync(file: string, payload: string | Uint8Array): void {
  mkdirSync(path.dirname(file), { recursive: true });
  atomicWriteSync(file, seal(payload));
}

function parseJson(body: Buffer | undefined): unknown {
  if (!body) return undefined;
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    return value;
  } catch {
    return undefined;
  }
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
