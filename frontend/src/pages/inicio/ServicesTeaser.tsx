import Grid from '@mui/material/Grid';
import { InfoCard } from '../../components/InfoCard';
import { Section } from '../../components/Section';
import { ServiceIcon } from '../../components/ServiceIcon';
import { homeContent } from '../../content/inicio';
import { services } from '../../content/servicios';

/** Four of the six services, each with 'Ver Más' to /servicios. */
export function ServicesTeaser() {
  const { teaser } = homeContent;
  const featured = teaser.serviceIds.map((id) => services.find((service) => service.id === id)!);
  return (
    <Section title={teaser.heading} intro={teaser.intro}>
      <Grid container spacing={3}>
        {featured.map((service) => (
          <Grid key={service.id} size={{ xs: 12, sm: 6, md: 3 }}>
            <InfoCard
              title={service.title}
              description={service.summary}
              media={<ServiceIconBand id={service.id} />}
              action={{ label: teaser.cta, to: '/servicios' }}
            />
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}

function ServiceIconBand({ id }: { id: (typeof services)[number]['id'] }) {
  return (
    <div style={{ padding: '20px 16px 0' }}>
      <ServiceIcon id={id} />
    </div>
  );
}
