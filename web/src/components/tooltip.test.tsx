import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { system } from '../app/theme';
import { loadTooltipMachine, Tooltip } from './tooltip';

// Testing Library's user-event waits on real timers between its steps, so the pointer and the keyboard
// are driven with fireEvent here, as a browser sends them.
function renderTooltip() {
  render(
    <ChakraProvider value={system}>
      <button type="button">Before</button>
      <Tooltip label="Refresh programs">
        <button type="button" aria-label="Refresh programs">
          ↻
        </button>
      </Tooltip>
    </ChakraProvider>,
  );
  return screen.getByRole('button', { name: 'Refresh programs' });
}

/** Lets timers and the tooltip machine's microtasks run, as the browser would. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The tooltip while it is open (a closed one stays in the page until its exit animation ends). */
const tooltip = () => {
  const content = screen.queryByRole('tooltip');
  return content?.getAttribute('data-state') === 'open' ? content : null;
};

// the machine loads with the first pointer or focus in the app; these tests time the tooltip itself
beforeAll(() => loadTooltipMachine());
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

const mouse = { pointerType: 'mouse', pointerId: 1 } as const;
const finger = { pointerType: 'touch', pointerId: 2, button: 0 } as const;

describe('Tooltip', () => {
  it('shows its label 100 ms after the pointer enters, and hides it when the pointer leaves', async () => {
    const trigger = renderTooltip();
    fireEvent.pointerOver(trigger, mouse);
    fireEvent.pointerMove(trigger, mouse);
    await wait(90);
    expect(tooltip()).toBeNull();
    await wait(10);
    expect(tooltip()?.textContent).toBe('Refresh programs');
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip()?.id);
    fireEvent.pointerLeave(trigger, mouse);
    await wait(1);
    expect(tooltip()).toBeNull();
  });

  it('shows its label when the trigger gets keyboard focus, and hides it on blur', async () => {
    const trigger = renderTooltip();
    fireEvent.keyDown(document, { key: 'Tab' }); // focus by keyboard (a click's focus shows nothing)
    act(() => trigger.focus());
    await wait(0);
    expect(tooltip()?.textContent).toBe('Refresh programs');
    act(() => screen.getByRole('button', { name: 'Before' }).focus());
    await wait(1);
    expect(tooltip()).toBeNull();
  });

  it('goes when the trigger is pressed from the keyboard, so Escape reaches what the key started', async () => {
    const trigger = renderTooltip();
    const escapes: string[] = [];
    const listen = (event: KeyboardEvent) => escapes.push(event.key);
    window.addEventListener('keydown', listen);
    fireEvent.keyDown(document, { key: 'Tab' });
    act(() => trigger.focus());
    await wait(0);
    expect(tooltip()).not.toBeNull();
    fireEvent.keyDown(trigger, { key: ' ' });
    await wait(1);
    expect(tooltip()).toBeNull();
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(escapes).toContain('Escape');
    window.removeEventListener('keydown', listen);
  });

  it('opens after a 700 ms touch press and closes 1500 ms after the finger lifts', async () => {
    const trigger = renderTooltip();
    fireEvent.pointerDown(trigger, finger);
    await wait(699);
    expect(tooltip()).toBeNull();
    await wait(1);
    expect(tooltip()?.textContent).toBe('Refresh programs');
    fireEvent.pointerUp(trigger, finger);
    fireEvent.pointerLeave(trigger, finger);
    await wait(1499);
    expect(tooltip()?.textContent).toBe('Refresh programs');
    await wait(1);
    expect(tooltip()).toBeNull();
  });

  it('does not open for a tap, nor for a finger that moves away (scrolling, dragging)', async () => {
    const trigger = renderTooltip();
    fireEvent.pointerDown(trigger, finger);
    await wait(200);
    fireEvent.pointerUp(trigger, finger);
    await wait(2000);
    expect(tooltip()).toBeNull();

    fireEvent.pointerDown(trigger, { ...finger, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(trigger, { ...finger, clientX: 10, clientY: 40 });
    await wait(1000);
    expect(tooltip()).toBeNull();
  });

  it('is at most 300 px wide', async () => {
    const trigger = renderTooltip();
    fireEvent.pointerMove(trigger, mouse);
    await wait(100);
    expect(getComputedStyle(tooltip()!).maxWidth).toBe('300px');
  });
});
