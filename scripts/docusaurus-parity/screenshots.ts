// A screenshot pair for every view with a difference: the whole page in each build, the elements concerned outlined
// in magenta, written to one folder and named by route, view and build.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { View } from './visit.ts';
import { PARITY_ATTRIBUTE } from './view-facts.ts';

export class ScreenshotFolder {
  private count = 0;

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  /** Takes the pair; returns the two files (Docusaurus's, docgen's). */
  async pair(route: string, view: View, docusaurus: Page, docgen: Page, marks: string[]): Promise<readonly [string, string]> {
    const slug = route.replace(/^\/|\/$/g, '').replace(/[^\w-]+/g, '_') || 'home';
    const stem = path.join(this.dir, `${String(++this.count).padStart(3, '0')}-${slug}-${view.width}x${view.height}-${view.scheme}`);
    const files = [`${stem}-docusaurus.png`, `${stem}-docgen.png`] as const;
    await Promise.all([shoot(docusaurus, files[0], marks), shoot(docgen, files[1], marks)]);
    return files;
  }
}

async function shoot(page: Page, file: string, marks: string[]): Promise<void> {
  if (marks.length > 0) {
    const selector = marks.map((mark) => `[${PARITY_ATTRIBUTE}="${mark}"]`).join(', ');
    await page.addStyleTag({ content: `${selector} { outline: 4px solid #e000e0 !important; outline-offset: 2px !important; }` }).catch(() => {});
  }
  await page.screenshot({ path: file, fullPage: true, timeout: 30_000 }).catch((error: unknown) => {
    console.log(`  (no screenshot ${path.basename(file)}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
  });
}
