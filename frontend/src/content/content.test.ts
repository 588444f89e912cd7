import { describe, expect, it } from 'vitest';
import { site } from '../site';
import { clients } from './clientes/nuestros-clientes';
import { cultureContent } from './nosotros/cultura';
import { homeContent } from './inicio';
import { partners } from './shared/partners';
import { privacyContent } from './politicas-privacidad';
import { services } from './servicios';
import { team } from './nosotros/equipo';

describe('company content', () => {
  it('has the six services of the spec, in order, each with offerings', () => {
    expect(services.map((service) => service.title)).toEqual([
      'Cloud',
      'Base de datos',
      'Servicios gestionados',
      'Desarrollo',
      'Monitoreo',
      'Outsourcing',
    ]);
    for (const service of services) expect(service.offerings.length).toBeGreaterThanOrEqual(3);
  });

  it('offers the examples the spec gives: development, migration, billing, assessment, training, backup, tuning, hours bank, REST APIs, monitoring as a service', () => {
    const offerings = services.flatMap((service) => service.offerings).join('\n');
    for (const example of [
      'Desarrollo de soluciones nativas en la nube',
      'Migración',
      'Facturación',
      'Evaluación de arquitectura',
      'Capacitación',
      'Respaldo y recuperación de bases de datos',
      'Afinamiento',
      'Bolsa de horas',
      'Desarrollo de APIs REST',
      'Monitoreo como servicio',
    ]) {
      expect(offerings).toContain(example);
    }
  });

  it('teases database, cloud, monitoring and outsourcing on the home page', () => {
    expect(homeContent.teaser.serviceIds).toEqual([
      'base-de-datos',
      'cloud',
      'monitoreo',
      'outsourcing',
    ]);
    expect(homeContent.demos.cards.map((card) => card.to)).toEqual([
      '/consola',
      '/facial',
      '/streaming',
      '/repositorio',
    ]);
  });

  it('lists 42 distinct team members with every field filled', () => {
    expect(team).toHaveLength(42);
    const names = new Set(team.map((member) => `${member.nombres} ${member.apellidos}`));
    expect(names.size).toBe(42);
    for (const member of team) {
      expect(member.nombres && member.apellidos && member.puesto && member.frase).toBeTruthy();
    }
  });

  it('covers the partner categories and client sectors the spec names', () => {
    expect(partners.map((partner) => partner.category)).toEqual([
      'Nube',
      'Búsqueda',
      'Base de datos',
      'ERP',
      'Respaldo',
      'Firewall',
      'Seguridad',
      'Analítica de datos',
    ]);
    expect(new Set(clients.map((client) => client.sector))).toEqual(
      new Set(['Retail', 'Finanzas', 'Alimentos', 'Educación', 'Medios']),
    );
    expect(cultureContent.values.items.map((value) => value.name)).toEqual([
      'Servicio',
      'Aprendizaje',
      'Pasión',
    ]);
  });

  it('fills the privacy policy from the site identity', () => {
    const text = JSON.stringify(privacyContent);
    expect(text).toContain(site.email.privacy);
    expect(text).toContain(site.legalName);
    expect(text).toContain(site.ruc);
    expect(text).toContain(site.address.street);
    expect(text).toContain('Ley N.° 29733');
    expect(text).toContain('016-2024-JUS');
  });
});
