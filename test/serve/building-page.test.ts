// Issue 25: the page a browser gets while the site builds replaces itself with the site once it is ready: under
// `docgen start` (its socket's answer changes from the building page to the site) and under `docgen serve` (its first
// build ends). Chromium, every request leaving 127.0.0.1 blocked.
import { afterAll, describe, expect, it } from 'vitest';
import { serve, type DevServer } from '../../src/render/serve/dev-server.ts';
import { listen, type Listener } from '../../src/render/serve/listener.ts';
import { silentLogger } from '../helpers/fixture-site.ts';
import { gatedSite } from '../helpers/gated-site.ts';
import { openTab, type Tab } from './browser.ts';

let tab: Tab | undefined;
let listener: Listener | undefined;
let server: DevServer | undefined;
afterAll(async () => {
  await tab?.close();
  await listener?.close();
  await server?.close();
});

const heading = () => tab!.page.locator('h1').first().textContent({ timeout: 10_000 });
/** Requests the tab made that left 127.0.0.1, and errors other than the building page's own 503. */
const problems = () => tab!.errors.filter((e) => !/^HTTP 503 /.test(e));

describe('the building page', { timeout: 180_000 }, () => {
  it('under docgen start, shows the site once the socket serves it, at the address it was opened at', async () => {
    listener = await listen(0, '127.0.0.1');
    tab = await openTab();
    await tab.page.goto(`${listener.origin}/docs/guide/First?x=1`);
    expect(await heading()).toBe('Building the site…');
    expect(await tab.page.title()).toBe('Building the site…');
    // A reader in dark mode gets a dark page, not a white flash before a dark site.
    await tab.page.emulateMedia({ colorScheme: 'dark' });
    // The browser's dark canvas, with its light text (black text on white without the page's color-scheme).
    expect(await tab.page.evaluate(() => getComputedStyle(document.body).color)).toBe('rgb(255, 255, 255)');
    await tab.page.emulateMedia({ colorScheme: 'light' });
    listener.handle((req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(`<!DOCTYPE html><html lang="en"><head><title>Site</title></head><body><h1>The site at ${req.url}</h1></body></html>`);
    });
    await expect.poll(heading).toBe('The site at /docs/guide/First?x=1');
    expect(problems()).toEqual([]);
    await tab.close();
    tab = undefined;
  });

  it('says that docgen has stopped when no server answers any more, instead of building forever (issue 45, N11)', async () => {
    // docgen start closes its socket and exits when its build fails; the page went on polling a closed port.
    const stopping = await listen(0, '127.0.0.1');
    tab = await openTab();
    await tab.page.goto(`${stopping.origin}/docs/guide/First`);
    expect(await heading()).toBe('Building the site…');
    await stopping.close();
    await expect.poll(heading).toBe('docgen has stopped');
    expect(await tab.page.title()).toBe('docgen has stopped');
    expect(await tab.page.locator('main p').textContent()).toMatch(/^The build failed, or the server was stopped: the terminal where docgen ran says why\./);
    await tab.close();
    tab = undefined;
  });

  it('under docgen serve, is replaced by the site when the first build ends', async () => {
    // The build cannot end before the test has seen the building page: the config waits for the gate.
    const { root, openGate } = gatedSite();
    server = await serve({ root, port: 0, logger: silentLogger, watchDocgen: false });
    tab = await openTab();
    await tab.page.goto(new URL('guide/First', server.url).href);
    expect(await heading()).toBe('Building the site…');
    openGate();
    await expect.poll(() => tab!.page.title().catch(() => '')).toBe('First | Fixture');
    expect(problems()).toEqual([]);
  });
});
