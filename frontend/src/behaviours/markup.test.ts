import { describe, expect, it } from 'vitest';
import { type MarkupName, errorIdOf, mark, marked, markup } from './markup';

describe('the markup contract', () => {
  it('names every behaviour’s elements by a data attribute of its own', () => {
    const names = Object.values(markup);
    for (const name of names) expect(name).toMatch(/^data-[a-z]+(-[a-z]+)*$/);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives the components the attribute, and the behaviours the selector that finds it', () => {
    for (const name of Object.keys(markup) as MarkupName[]) {
      const element = document.createElement('div');
      for (const [attribute, value] of Object.entries(mark(name, 'x'))) {
        element.setAttribute(attribute, value);
      }
      expect(element.matches(marked(name)), name).toBe(true);
      expect(element.getAttribute(markup[name])).toBe('x');
    }
    expect(mark('tabs')).toEqual({ 'data-tabs': '' });
    expect(mark('form', 'contact')).toEqual({ 'data-form': 'contact' });
    expect(marked('resultDialog')).toBe('[data-result-dialog]');
  });

  it('names a field’s message element after the field', () => {
    expect(errorIdOf('contacto-nombres')).toBe('contacto-nombres-error');
  });
});
