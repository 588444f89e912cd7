import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../../../routes/site-routes';
import { awsServicesPage, serviceTabs } from './aws/servicios';
import { connectBenefits, connectPage, connectUseCases } from './aws/servicios/aws-connect';
import { lambdaPage, lambdaUseCases } from './aws/servicios/Lambda';
import { databaseEngines, rdsBenefits, rdsPage } from './aws/servicios/base-de-datos/RDS';
import { journeySteps, restartPage, softSkills, technicalSkills } from './aws/aws-re-start';
import { backupSolutions, veeamPage } from './veeam/soluciones';

const routes = new Set<string>(siteRoutes.map((route) => route.path));

describe('content of the services, training and Veeam pages', () => {
  it('every internal link leads to a page of the route table', () => {
    const internal = [
      ...serviceTabs.map((tab) => tab.card.to),
      awsServicesPage.closing.primary.to,
      lambdaPage.closing.primary.to,
      rdsPage.closing.primary.to,
      connectPage.closing.primary.to,
      veeamPage.closing.primary.to,
    ];
    for (const path of internal) expect(routes, path).toContain(path);
  });

  it('has the counts the issue asks for', () => {
    expect(serviceTabs.map((tab) => tab.tab)).toEqual([
      'Base de Datos',
      'Seguridad',
      'Contenedores',
      'Empresa',
    ]);
    expect(lambdaUseCases).toHaveLength(8);
    // The spec's list: "back-ends, web applications, IoT back-ends, mobile back-ends".
    expect(
      lambdaUseCases.map((useCase) => useCase.title).filter((t) => /back-end/i.test(t)),
    ).toEqual(['Back-ends y APIs', 'Back-ends de IoT', 'Back-ends móviles']);
    expect(databaseEngines).toHaveLength(6);
    expect(rdsBenefits).toHaveLength(6);
    expect(connectPage.demos.videos).toHaveLength(2);
    expect(connectUseCases).toHaveLength(3);
    expect(connectBenefits).toHaveLength(3);
    expect(journeySteps).toHaveLength(8);
    expect(technicalSkills).toHaveLength(5);
    expect(softSkills).toHaveLength(4);
    expect(restartPage.requirements).toHaveLength(4);
    expect(backupSolutions.length).toBeGreaterThanOrEqual(5);
  });

  it('dates the start of classes and the graduation, and only those steps', () => {
    expect(journeySteps.filter((step) => step.date)).toEqual([
      expect.objectContaining({ title: 'Inicio de clases', date: '2025-09-01' }),
      expect.objectContaining({ title: 'Graduación', date: '2025-11-21' }),
    ]);
  });

  it('links every engine and benefit to an https page of AWS', () => {
    for (const { url } of [...databaseEngines, ...rdsBenefits]) {
      expect(url).toMatch(/^https:\/\/aws\.amazon\.com\/es\/rds\//);
    }
    expect(new Set(rdsBenefits.map((benefit) => benefit.id)).size).toBe(6);
  });

  it('gives every video an id of the platform’s shape and a title', () => {
    const videos = [
      rdsPage.intro.video,
      connectPage.intro.video,
      ...connectPage.demos.videos,
      { id: restartPage.video.defaultId, title: restartPage.video.title },
    ];
    for (const video of videos) {
      expect(video.id).toMatch(/^[A-Za-z0-9_-]{11}$/);
      expect(video.title.length).toBeGreaterThan(5);
    }
  });
});
