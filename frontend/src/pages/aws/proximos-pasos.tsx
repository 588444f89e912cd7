import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { AccordionList } from '../../components/AccordionList';
import { InfoCard } from '../../components/InfoCard';
import { PageBanner } from '../../components/PageBanner';
import { Section } from '../../components/Section';
import { aboutUs, goals, nextStepsContent as content } from '../../content/aws/proximos-pasos';

export default function ProximosPasosPage() {
  return (
    <>
      <PageBanner title={content.title} description={content.intro} />
      <Section title={content.goalsTitle}>
        <Grid container spacing={3}>
          {goals.map((goal) => (
            <Grid key={goal.horizon} size={{ xs: 12, md: 6 }}>
              <InfoCard
                title={`${goal.horizon}: ${goal.title}`}
                description={
                  <>
                    <Typography sx={{ mb: 1 }}>{goal.description}</Typography>
                    <Typography component="ul" sx={{ pl: 3, m: 0 }}>
                      {goal.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </Typography>
                  </>
                }
              />
            </Grid>
          ))}
        </Grid>
      </Section>
      <Section title={content.accordionTitle} tone="tinted" maxWidth="md">
        <AccordionList items={aboutUs} />
      </Section>
    </>
  );
}
