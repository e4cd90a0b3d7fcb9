import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { system } from '../app/theme';
import { renderWithProviders } from '../testing/render';
import { initialsOf, UserAvatar } from './user-avatar';

describe('UserAvatar', () => {
  it('comes in four sizes, each its own size in the theme', () => {
    const sizes = ['sm', 'md', 'lg', 'xl'] as const;
    renderWithProviders(
      <>
        {sizes.map((size) => (
          <UserAvatar key={size} name="Alex Rivera" size={size} />
        ))}
      </>,
    );
    // happy-dom does not resolve the recipe's CSS variables: check each size gets its own styles,
    // and that the theme's avatar recipe gives each of them its own width
    const classes = screen.getAllByTestId('user-avatar').map((avatar) => avatar.className);
    expect(new Set(classes).size).toBe(4);
    const variants = system.getSlotRecipe('avatar').variants?.size as Record<
      string,
      { root?: Record<string, unknown> }
    >;
    const widths = sizes.map((size) => variants[size]?.root?.['--avatar-size']);
    expect(widths.every(Boolean)).toBe(true);
    expect(new Set(widths).size).toBe(4);
  });

  it('shows the initials without a picture and when the picture fails to load', () => {
    renderWithProviders(<UserAvatar name="Alex Rivera" pictureUrl="https://pictures.example/alex.png" />);
    expect(screen.getByTestId('user-avatar').textContent).toContain('AR');
    const picture = screen.getByAltText('Alex Rivera');
    fireEvent.error(picture);
    expect(screen.queryByAltText('Alex Rivera')).not.toBeInTheDocument();
    expect(screen.getByTestId('user-avatar').textContent).toContain('AR');
  });

  it('makes initials from the first and last names', () => {
    expect(initialsOf('Alex Rivera')).toBe('AR');
    expect(initialsOf('  maría  josé   lópez ')).toBe('ML');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf(null)).toBe('?');
  });
});
