import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { readingColumn } from '../../components/sx';
import { PageBanner } from '../../components/PageBanner';
import { newTab, opensInNewTab } from '../../components/new-tab';
import { jobsPage } from '../../content/ayuda/trabaja-con-nosotros';
import { ApplicationForm } from '../../forms/ApplicationForm';
import { site } from '../../site';

export default function TrabajaConNosotrosPage() {
  return (
    <>
      <PageBanner title={jobsPage.title} description={jobsPage.invitation} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 }, '& > *': readingColumn }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: { xs: 5, md: 6 } }}>
          <Button variant="contained" href={`mailto:${site.email.jobs}`}>
            {`${jobsPage.mailButton} ${site.email.jobs}`}
          </Button>
          <Button
            variant="outlined"
            href={site.social.linkedin}
            {...newTab}
            aria-label={opensInNewTab(jobsPage.linkedinButton)}
          >
            {jobsPage.linkedinButton}
          </Button>
        </Box>
        <Typography variant="h2" component="h2" sx={{ mb: 3 }}>
          {jobsPage.formTitle}
        </Typography>
        <ApplicationForm idPrefix="postulacion" />
      </Container>
    </>
  );
}
