import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { Loading } from './loading';

describe('Loading', () => {
  it('is 24, 48 (default) or 64 px, with a ring turning once every 2 seconds', () => {
    renderWithProviders(
      <>
        <Loading size="small" label="small" />
        <Loading label="default" />
        <Loading size="large" label="large" />
      </>,
    );
    const sizeOf = (label: string) => {
      const style = getComputedStyle(screen.getByRole('status', { name: label }));
      return [style.width, style.height];
    };
    expect(sizeOf('small')).toEqual(['24px', '24px']);
    expect(sizeOf('default')).toEqual(['48px', '48px']);
    expect(sizeOf('large')).toEqual(['64px', '64px']);
    for (const ring of screen.getAllByTestId('loading-ring'))
      expect(getComputedStyle(ring).animationDuration).toBe('2s');
  });

  it('takes a colour and an extra class', () => {
    renderWithProviders(<Loading label="saving" className="inline-spinner" />);
    expect(screen.getByRole('status', { name: 'saving' }).classList.contains('inline-spinner')).toBe(true);
  });
});
