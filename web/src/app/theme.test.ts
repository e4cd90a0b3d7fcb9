import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system } from './theme';

const SRC = join(__dirname, '..');

/** Every name the app's sources import from @chakra-ui/react. */
function chakraImports(): Set<string> {
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const [, list] of readFileSync(path, 'utf8').matchAll(
          /import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g,
        )) {
          for (const name of (list ?? '').split(',')) names.add(name.trim().split(/\s+as\s+/)[0]!);
        }
      }
    }
  };
  visit(SRC);
  return names;
}

// components styled by another component's recipe
const RECIPE_OF: Record<string, string> = { IconButton: 'button', CloseButton: 'button' };

describe('the theme', () => {
  it('has the recipe of every Chakra component the app uses (a missing one renders unstyled)', () => {
    const recipes = { ...defaultConfig.theme?.recipes, ...defaultConfig.theme?.slotRecipes };
    const needed = [...chakraImports()]
      .map((name) => RECIPE_OF[name] ?? name.charAt(0).toLowerCase() + name.slice(1))
      .filter((key) => key in recipes);
    expect(needed.length).toBeGreaterThan(10);
    const missing = needed.filter((key) => !system.getRecipe(key) && !system.getSlotRecipe(key));
    expect(missing).toEqual([]);
  });
});
