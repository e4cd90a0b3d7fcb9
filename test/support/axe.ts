import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

type AnimatedDocument = {
  getAnimations(): { playState: string; effect: { getComputedTiming(): { iterations?: number } } | null }[];
};
/** Runs in the page (the node-side types have no DOM): no transition or entry animation is under way (spinners turn forever). */
const finiteAnimationsDone = () =>
  (globalThis as unknown as { document: AnimatedDocument }).document
    .getAnimations()
    .every(
      (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
    );

/**
 * Runs axe-core (WCAG 2.x A and AA rules) on what the page shows now and fails, listing each
 * rule, its impact and the offending elements, when any violation is serious or critical.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  // a dialog still fading in has half-mixed colours: axe would report its text as low contrast
  await page.waitForFunction(finiteAnimationsDone, undefined, { timeout: 3_000 }).catch(() => undefined);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (!serious.length) return;
  const report = serious
    .map(
      (v) =>
        `- ${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`).join('\n')}`,
    )
    .join('\n');
  throw new Error(`axe found serious accessibility violations on ${label}:\n${report}`);
}
