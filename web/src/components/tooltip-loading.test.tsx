import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { system } from '../app/theme';
import { Tooltip } from './tooltip';

// apart from tooltip.test.tsx, which loads the tooltip machine before its tests: here nothing has
describe('Tooltip before its machine has loaded', () => {
  it('loads it when the pointer first enters the trigger, and opens over the same trigger', async () => {
    render(
      <ChakraProvider value={system}>
        <Tooltip label="Collapse navigation">
          <button type="button" aria-label="Collapse navigation">
            ‹
          </button>
        </Tooltip>
      </ChakraProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Collapse navigation' });
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.pointerEnter(trigger, { pointerType: 'mouse', pointerId: 1 });
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Collapse navigation');
    // the very element the pointer entered (not a new one) carries the tooltip's description
    expect(screen.getByRole('button', { name: 'Collapse navigation' })).toBe(trigger);
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);

    fireEvent.pointerLeave(trigger, { pointerType: 'mouse', pointerId: 1 });
    await expect.poll(() => screen.queryByRole('tooltip')?.getAttribute('data-state') ?? 'closed').toBe('closed');
  });
});
