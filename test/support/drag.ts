import type { Locator, Page } from 'playwright-core';

/**
 * A real mouse drag, as dnd-kit needs it: press on `from`, move in small steps to `to` at `at` of its
 * height (0.25 its upper quarter, 0.75 its lower), wait two frames and for `ready` (what shows the drop
 * will land), release.
 */
export async function mouseDrag(page: Page, from: Locator, to: Locator, at: number, ready: Locator): Promise<void> {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  const y = b.y + b.height * at;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 5, a.y + a.height / 2 + 5, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, y, { steps: 12 });
  // two frames: dnd-kit measures the lists on the frame after the pointer arrives
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
  await page.mouse.move(b.x + b.width / 2, y + 1);
  await ready.waitFor();
  await page.mouse.up();
}
