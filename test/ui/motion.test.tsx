import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { animationSpeedMs } from '../../src/ui/motion';
import { themeStyleSheet } from '../../src/ui/theme';

function styleSheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('animation speeds (spec §9)', () => {
  it("are fast 200 ms, default 400 ms and slow 600 ms, CSS variables of the theme's style sheet", () => {
    expect(animationSpeedMs).toEqual({ fast: 200, default: 400, slow: 600 });
    const style = document.createElement('style');
    style.textContent = themeStyleSheet();
    document.head.append(style);
    const root = getComputedStyle(document.documentElement);
    expect(root.getPropertyValue('--speed-fast')).toBe('200ms');
    expect(root.getPropertyValue('--speed-default')).toBe('400ms');
    expect(root.getPropertyValue('--speed-slow')).toBe('600ms');
    style.remove();
  });

  it('are the only transition durations the style sheets use', () => {
    const literal: string[] = [];
    for (const file of styleSheets(join(import.meta.dirname, '../../src'))) {
      for (const [, declaration = ''] of readFileSync(file, 'utf8').matchAll(
        /transition(?:-duration)?:([^;]*);/g,
      )) {
        if (/\d+m?s\b/.test(declaration)) literal.push(`${file}: ${declaration.trim()}`);
      }
    }
    expect(literal).toEqual([]);
  });
});
