/**
 * Lighthouse's mobile preset (its default: a mid-range phone, simulated slow 4G, 4× CPU slowdown) on one page,
 * several runs, each figure the median of the runs. Chromium is Debian's, as in the e2e suite.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { median } from '../../api/bench/measure';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface PageRun {
  /** Category scores, 0–100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** JavaScript over the wire (compressed) while the page loads: the first view of a visitor with an empty cache. */
  jsTransferBytes: number;
  scripts: number;
}

export interface PageFigures {
  name: string;
  url: string;
  runs: PageRun[];
  median: PageRun;
}

export interface LighthouseEnvironment {
  lighthouse: string;
  browser: string;
  /** Lighthouse's CPU speed index of this machine (about 1000+ for a desktop of its day). */
  benchmarkIndex: number;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

const score = (lhr: Result, category: (typeof CATEGORIES)[number]) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

function figuresOf(lhr: Result): PageRun {
  const details = lhr.audits['network-requests']?.details;
  const requests = (details?.type === 'table' ? details.items : []) as NetworkRequest[];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    cls: Number(numeric(lhr, 'cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    jsTransferBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    scripts: scripts.length,
  };
}

function medianRun(runs: PageRun[]): PageRun {
  const keys = Object.keys(runs[0]!) as (keyof PageRun)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as PageRun;
}

export interface AuditOptions {
  /** sent with every request of the page (the Assamese pages' Accept-Language) */
  headers?: Record<string, string>;
  /**
   * A returning visitor with the shell's service worker installed: one load first (which installs it), then runs
   * that keep the browser's storage, caches and worker as a phone would.
   */
  returning?: boolean;
}

export interface Auditor {
  audit(name: string, url: string, runs: number, options?: AuditOptions): Promise<PageFigures>;
  environment(): LighthouseEnvironment | undefined;
  close(): Promise<void>;
}

/**
 * One Chromium for every run: Lighthouse clears its cache and storage before each page load, but for a returning
 * visitor's (and after those, before the next page's first visit).
 */
export async function openAuditor(): Promise<Auditor> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  let environment: LighthouseEnvironment | undefined;
  return {
    async audit(name, url, runs, { headers, returning = false } = {}) {
      const load = (keepStorage: boolean) =>
        lighthouse(url, {
          port: chrome.port,
          onlyCategories: [...CATEGORIES],
          logLevel: 'error',
          disableStorageReset: keepStorage,
          ...(headers ? { extraHeaders: headers } : {}),
        });
      // the first visit, storage cleared, installs the service worker (registered after the page's load)
      if (returning) await load(false);
      const results: PageRun[] = [];
      for (let run = 1; run <= runs; run += 1) {
        const answer = await load(returning);
        const lhr = answer?.lhr;
        if (!lhr || lhr.runtimeError) {
          throw new Error(`Lighthouse on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
        }
        environment = {
          lighthouse: lhr.lighthouseVersion,
          browser:
            /(?:Headless)?Chrome\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ?? lhr.environment.hostUserAgent,
          benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        };
        const figures = figuresOf(lhr);
        console.log(
          `[bench] ${name} run ${run}/${runs}: performance ${figures.performance}, LCP ${figures.lcpMs} ms, CLS ${figures.cls}, TBT ${figures.tbtMs} ms`,
        );
        results.push(figures);
      }
      return { name, url, runs: results, median: medianRun(results) };
    },
    environment: () => environment,
    close: async () => chrome.kill(),
  };
}
