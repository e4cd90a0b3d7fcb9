/**
 * A Lighthouse desktop run (npm `lighthouse`, pinned) of one URL in the system Chromium, the same
 * browser the tests drive. Reports the performance and accessibility scores (0–100) and the
 * timings that make up the performance score.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../local/browser';

const score = (value: number | null | undefined) => (value == null ? null : Math.round(value * 100));

export async function lighthouseDesktop(url: string, log: (message: string) => void) {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS.filter((flag) => flag !== '--headless').concat('--headless=new'),
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
      desktopConfig,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    const ms = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
    const figures = {
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      first_contentful_paint_ms: ms('first-contentful-paint'),
      largest_contentful_paint_ms: ms('largest-contentful-paint'),
      total_blocking_time_ms: ms('total-blocking-time'),
      cumulative_layout_shift:
        Math.round((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN) * 1000) / 1000,
      lighthouse: result.lhr.lighthouseVersion,
    };
    log(`lighthouse (desktop) ${url}: performance ${figures.performance}, accessibility ${figures.accessibility}`);
    return figures;
  } finally {
    chrome.kill();
  }
}
