/**
 * The partner pages' content keeps its counts and facts: certifications by level,
 * case dates and results, the offers' weeks.
 */
import { describe, expect, it } from 'vitest';
import { formatDate } from '../lib/dates';
import { cases, featuredCase, latestCases } from './aws/casos-exito';
import { caseStudyStructure } from './shared/cases';
import { awsCertifications, pickCertifications } from './shared/certifications';
import { offers } from './aws/ofertas';
import { oracleCertifications } from './oracle/nuestro-compromiso';

describe('certifications', () => {
  it('lists the nine AWS certifications by level, with the experience the spec gives', () => {
    const byLevel = (level: string) =>
      awsCertifications.filter((certification) => certification.level === level).length;
    expect([
      byLevel('professional'),
      byLevel('specialty'),
      byLevel('associate'),
      byLevel('foundational'),
    ]).toEqual([2, 3, 3, 1]);
    const experience = (id: string) =>
      awsCertifications.find((certification) => certification.id === id)?.experience;
    expect(experience('devops-engineer-professional')).toMatch(/al menos 2 años/);
    expect(experience('sysops-administrator-associate')).toMatch(/de 1 a 2 años/);
    expect(experience('developer-associate')).toMatch(/12 meses/);
  });

  it('lists nine Oracle badges: 4 Specialist, 1 Professional, 3 Associate, 1 Foundations Associate', () => {
    const levels = oracleCertifications.map((certification) => certification.level);
    expect(levels.filter((level) => level === 'specialist')).toHaveLength(4);
    expect(levels.filter((level) => level === 'professional')).toHaveLength(1);
    expect(levels.filter((level) => level === 'associate')).toHaveLength(3);
    expect(levels.filter((level) => level === 'foundations')).toHaveLength(1);
  });
});

describe('offers', () => {
  it('has the three offers with their implementation time and activities', () => {
    expect(offers.map((offer) => [offer.path, offer.weeks, offer.activities.length])).toEqual([
      ['/aws/ofertas/connect', 3, 4],
      ['/aws/ofertas/waf', 3, 4],
      ['/aws/ofertas/streaming', 4, 4],
    ]);
  });

  it('streaming shows the three certifications the spec names', () => {
    const streaming = offers.find((offer) => offer.slug === 'streaming')!;
    expect(pickCertifications(streaming.certificationIds).map((c) => c.name)).toEqual([
      'AWS Certified Solutions Architect – Professional',
      'AWS Certified DevOps Engineer – Professional',
      'AWS Certified SysOps Administrator – Associate',
    ]);
  });

  it('every offer picks only certifications of the commitment list', () => {
    for (const offer of offers) {
      for (const certification of pickCertifications(offer.certificationIds)) {
        expect(awsCertifications).toContain(certification);
      }
    }
  });
});

describe('cases', () => {
  it('has the five cases with the spec dates, formatted in Spanish', () => {
    expect(cases.map((study) => [study.path, formatDate(study.date)])).toEqual([
      ['/aws/casos-exito/la-busqueda-rapida-y-aws', '22 de julio de 2020'],
      ['/aws/casos-exito/escalabilidad-negocio', '23 de diciembre de 2021'],
      ['/aws/casos-exito/trasmitir-y-compartir-momentos', '13 de enero de 2023'],
      ['/aws/casos-exito/central-telefonica-connect', '12 de agosto de 2024'],
      ['/aws/casos-exito/caso-waf', '20 de mayo de 2025'],
    ]);
  });

  it('features the contact-center case and lists the latest first', () => {
    expect(featuredCase.slug).toBe('central-telefonica-connect');
    expect(latestCases().map((study) => study.date)).toEqual([
      '2025-05-20',
      '2024-08-12',
      '2023-01-13',
      '2021-12-23',
      '2020-07-22',
    ]);
  });

  it('the later four cases follow the executive-summary structure', () => {
    for (const study of cases.slice(1)) {
      expect(study.sections.map((section) => section.title).slice(0, 5)).toEqual([
        ...caseStudyStructure,
      ]);
    }
  });
});
