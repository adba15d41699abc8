// Write then rename: a reader (another build, the dev server, a browser) never sees half a file.
import { copyFile, rename, writeFile } from 'node:fs/promises';

export async function atomicWrite(file: string, content: string | Uint8Array): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, content);
  await rename(tmp, file);
}

export async function atomicCopy(from: string, file: string): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await copyFile(from, tmp);
  await rename(tmp, file);
}
