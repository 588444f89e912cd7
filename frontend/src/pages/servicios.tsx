import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { CallToAction } from '../components/CallToAction';
import { PageBanner } from '../components/PageBanner';
import { Section } from '../components/Section';
import { ServiceIcon } from '../components/ServiceIcon';
import { liftOnHover, listGrid } from '../components/sx';
import { type Service, services, servicesPage } from '../content/servicios';

/** Banner plus six service cards in two columns. */
export default function ServiciosPage() {
  return (
    <>
      <PageBanner title={servicesPage.bannerTitle} description={servicesPage.bannerDescription} />
      <Section title={servicesPage.listHeading} intro={servicesPage.listIntro}>
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {services.map((service) => (
            <Grid key={service.id} size={{ xs: 12, md: 6 }} component="li">
              <ServiceCard service={service} />
            </Grid>
          ))}
        </Grid>
      </Section>
      <CallToAction {...servicesPage.cta} />
    </>
  );
}

function ServiceCard({ service }: { service: Service }) {
  return (
    <Card
      variant="outlined"
      data-testid="service-card"
      sx={{
        height: '100%',
        ...liftOnHover(),
      }}
    >
      <CardContent sx={{ p: { xs: 2.5, md: 3.5 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1.5 }}>
          <ServiceIcon id={service.id} />
          <Typography component="h3" variant="h3">
            {service.title}
          </Typography>
        </Box>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {service.summary}
        </Typography>
        <Box component="ul" sx={listGrid('1fr', 1)}>
          {service.offerings.map((offering) => (
            <Box
              component="li"
              key={offering}
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
            >
              <CheckCircleOutlineIcon
                aria-hidden
                fontSize="small"
                sx={{ color: 'secondary.main', mt: '2px' }}
              />
              <span>{offering}</span>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
