import { describe, expect, it } from 'vitest';
import { colourName, luminance, parseColour } from '../colour-names';

describe('colour names for tests of rules stated in words', () => {
  it('reads the forms browsers and style sheets write', () => {
    expect(parseColour('#fff')).toEqual([255, 255, 255]);
    expect(parseColour('#0B1F3A')).toEqual([11, 31, 58]);
    expect(parseColour('rgb(211, 47, 47)')).toEqual([211, 47, 47]);
    expect(parseColour('rgba(46, 125, 50, 0.5)')).toEqual([46, 125, 50]);
    expect(() => parseColour('currentcolor')).toThrow(/not a colour/);
  });

  it('names hues a visitor would name, whatever the exact shade', () => {
    expect(['#d32f2f', '#c62828', '#f44336', '#e0567a'].map(colourName)).toEqual([
      'red',
      'red',
      'red',
      'red',
    ]);
    expect(['#2e7d32', '#4caf50', '#43a047'].map(colourName)).toEqual(['green', 'green', 'green']);
    expect(colourName('#f28c28')).toBe('orange');
    expect(colourName('#f2c12e')).toBe('yellow');
    expect(colourName('#0f5ba7')).toBe('blue');
    expect(colourName('#8e24aa')).toBe('purple');
  });

  it('calls colours with little hue white, black or grey', () => {
    expect(colourName('#ffffff')).toBe('white');
    expect(colourName('#000000')).toBe('black');
    expect(colourName('#8a94a3')).toBe('grey');
    expect(colourName('rgba(0, 0, 0, 0.23)')).toBe('black');
  });

  it('measures luminance from black to white', () => {
    expect(luminance('#000')).toBe(0);
    expect(luminance('#fff')).toBeCloseTo(1);
    expect(luminance('#0b1f3a')).toBeLessThan(0.05);
  });
});
