import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  oracleCertificationLevels,
  oracleCertifications,
} from '../content/oracle/nuestro-compromiso';
import { CertificationGrid } from './CertificationGrid';

describe('CertificationGrid', () => {
  it('groups the cards under one heading per level, in the levels’ order', () => {
    render(
      <CertificationGrid
        levels={oracleCertificationLevels}
        certifications={oracleCertifications}
      />,
    );
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Specialist',
      'Professional',
      'Associate',
      'Foundations Associate',
    ]);
    const counts = screen
      .getAllByRole('region')
      .map((region) => within(region).getAllByRole('listitem').length);
    expect(counts).toEqual([4, 1, 3, 1]);
    expect(screen.getByText('Oracle Database SQL Certified Associate')).toBeVisible();
  });

  it('leaves out a level with no certification', () => {
    render(
      <CertificationGrid
        levels={oracleCertificationLevels}
        certifications={oracleCertifications.filter((c) => c.level === 'associate')}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Associate',
    ]);
  });
});
