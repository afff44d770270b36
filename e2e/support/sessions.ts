import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium';
import { browserContext, VIEWPORT } from './browser';

/**
 * Browser sessions of one test file: every `open` is a page in a shop session of its own (no
 * cookies, local or session storage of earlier tests), as a new visitor's browser would be.
 *
 * The first session of a test in a locale runs in the file's persistent browser profile for that
 * locale, emptied of the earlier test's cookies and storage but keeping its disk cache: the app's
 * hashed bundles are neither downloaded nor compiled again (Chromium's code cache lives in the
 * disk cache), which saves about a third of the browser's CPU per page load. A second session the
 * same test opens at the same time (another person: a support agent, a sales agent) runs in a
 * browser of its own.
 */
export class BrowserSessions {
  private readonly profiles = new Map<string, Promise<{ context: BrowserContext; dir: string }>>();
  private readonly inUse = new Set<BrowserContext>();
  private readonly origins = new WeakMap<BrowserContext, Set<string>>();
  private others: Browser | undefined;
  private otherContexts: BrowserContext[] = [];
  /** The page a test opened last (for a picture when it fails). */
  lastPage: Page | undefined;

  constructor(private readonly baseURL: () => string) {}

  /** A page in a new shop session in `locale`, at about:blank. */
  async open(locale: string): Promise<Page> {
    const { context } = await this.profile(locale);
    const page = this.inUse.has(context) ? await this.otherSession(locale) : await this.emptied(context);
    this.lastPage = page;
    return page;
  }

  /** After a test: its pages closed, the profiles free for the next test. */
  async endTest(): Promise<void> {
    for (const context of this.inUse) {
      for (const page of context.pages()) await page.close();
    }
    this.inUse.clear();
    for (const context of this.otherContexts) await context.close();
    this.otherContexts = [];
    this.lastPage = undefined;
  }

  async close(): Promise<void> {
    await this.endTest();
    await this.others?.close();
    for (const profile of this.profiles.values()) {
      const { context, dir } = await profile;
      await context.close();
      await rm(dir, { recursive: true, force: true });
    }
    this.profiles.clear();
  }

  private profile(locale: string): Promise<{ context: BrowserContext; dir: string }> {
    let profile = this.profiles.get(locale);
    if (!profile) {
      profile = (async () => {
        const dir = await mkdtemp(join(tmpdir(), 'shop-e2e-profile-'));
        const context = await chromium.launchPersistentContext(dir, {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
          baseURL: this.baseURL(),
          locale,
          viewport: VIEWPORT,
        });
        const origins = new Set<string>();
        context.on('request', (request) => {
          const url = new URL(request.url());
          if (url.protocol.startsWith('http')) origins.add(url.origin);
        });
        this.origins.set(context, origins);
        return { context, dir };
      })();
      this.profiles.set(locale, profile);
    }
    return profile;
  }

  /** A new page of the profile with nothing of the earlier tests: cookies and storage of every origin it saw. */
  private async emptied(context: BrowserContext): Promise<Page> {
    this.inUse.add(context);
    for (const page of context.pages()) await page.close();
    await context.clearCookies();
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    for (const origin of this.origins.get(context) ?? []) {
      await devtools.send('Storage.clearDataForOrigin', {
        origin,
        storageTypes: 'local_storage,session_storage,indexeddb,service_workers,cache_storage',
      });
    }
    await devtools.detach();
    return page;
  }

  private async otherSession(locale: string): Promise<Page> {
    this.others ??= await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const context = await browserContext(this.others, { baseURL: this.baseURL(), locale });
    this.otherContexts.push(context);
    return context.newPage();
  }
}
