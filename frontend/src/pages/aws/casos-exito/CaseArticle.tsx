import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useId } from 'react';
import { AccordionList } from '../../../components/AccordionList';
import { ContentImage } from '../../../components/ContentImage';
import { newTab, opensInNewTab } from '../../../components/new-tab';
import { PageBanner } from '../../../components/PageBanner';
import { Paragraphs } from '../../../components/Paragraphs';
import { listGrid, readingColumn } from '../../../components/sx';
import {
  type CaseBlock,
  type CaseSection,
  type CaseStudy,
  caseArticleLabels as labels,
} from '../../../content/shared/cases';
import { formatDate } from '../../../lib/dates';
import { fontSizes, fontWeights, paper } from '../../../theme/tokens';

/**
 * The one layout of every success case: a header (image, title, date), the
 * sections in order, and links to related pages. The header image is the
 * page's LCP element, so it is the only eager one.
 */
export function CaseArticle({ study }: { study: CaseStudy }) {
  return (
    <Box component="article">
      <CaseHeader study={study} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 }, '& > *': readingColumn }}>
        {study.sections.map((section) => (
          <ArticleSection key={section.title} section={section} />
        ))}
        <RelatedLinks study={study} />
      </Container>
    </Box>
  );
}

/** The case's opening band: the page banner, with its date and its picture. */
function CaseHeader({ study }: { study: CaseStudy }) {
  return (
    <PageBanner
      eyebrow={labels.eyebrow}
      title={study.title}
      byline={
        <>
          {labels.publishedOn} <time dateTime={study.date}>{formatDate(study.date)}</time>
        </>
      }
      description={study.summary}
      media={<ContentImage {...study.image} style={{ borderRadius: 12 }} />}
    />
  );
}

function ArticleSection({ section }: { section: CaseSection }) {
  const headingId = useId();
  const nested = section.blocks.some((block) => block.kind === 'subheading');
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 6 }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
        {section.title}
      </Typography>
      {section.blocks.map((block, index) => (
        <Block key={index} block={block} accordionHeading={nested ? 'h4' : 'h3'} />
      ))}
    </Box>
  );
}

function Block({ block, accordionHeading }: { block: CaseBlock; accordionHeading: 'h3' | 'h4' }) {
  switch (block.kind) {
    case 'paragraphs':
      return <Paragraphs paragraphs={block.paragraphs} lineHeight={1.7} />;
    case 'bullets':
      return (
        <Typography
          component="ul"
          sx={{ pl: 3, mb: 3, fontSize: fontSizes.reading, lineHeight: 1.7 }}
        >
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Typography>
      );
    case 'subheading':
      return (
        <Typography variant="h3" sx={{ mt: 4, mb: 1.5 }}>
          {block.text}
        </Typography>
      );
    case 'accordion':
      return (
        <Box sx={{ mb: 3 }}>
          <AccordionList items={block.items} headingLevel={accordionHeading} />
        </Box>
      );
    case 'image':
      return (
        <Box component="figure" sx={{ m: 0, my: 3 }}>
          <ContentImage
            {...block.image}
            style={{ border: '1px solid #d9dee5', borderRadius: 12, background: paper }}
          />
          <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {block.caption}{' '}
            <Link
              href={block.image.src}
              {...newTab}
              aria-label={opensInNewTab(labels.fullSize)}
              underline="always"
            >
              {labels.fullSize}
            </Link>
          </Typography>
        </Box>
      );
    case 'metrics':
      return (
        <Box component="ul" sx={listGrid({ xs: '1fr', sm: 'repeat(2, 1fr)' })}>
          {block.items.map((metric) => (
            <Box
              component="li"
              key={metric.label}
              sx={{
                p: 3,
                borderRadius: 3,
                bgcolor: 'brand.sand',
                borderLeft: 6,
                borderColor: 'secondary.main',
              }}
            >
              <Typography
                component="span"
                sx={{
                  display: 'block',
                  fontSize: '2.5rem',
                  fontWeight: fontWeights.heavy,
                  color: 'primary.dark',
                }}
              >
                {metric.value}
              </Typography>
              <Typography component="span">{metric.label}</Typography>
            </Box>
          ))}
        </Box>
      );
  }
}

function RelatedLinks({ study }: { study: CaseStudy }) {
  const headingId = useId();
  return (
    <Box
      component="nav"
      aria-labelledby={headingId}
      sx={{ borderTop: 1, borderColor: 'divider', pt: 4 }}
    >
      <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
        {labels.relatedTitle}
      </Typography>
      <Box component="ul" sx={{ pl: 3, mb: 3 }}>
        {study.related.map((link) => (
          <li key={link.to}>
            <Link href={link.to}>{link.label}</Link>
          </li>
        ))}
      </Box>
      <Button
        component="a"
        href="/aws/casos-exito"
        variant="outlined"
        startIcon={<ArrowBackIcon aria-hidden />}
      >
        {labels.backToList}
      </Button>
    </Box>
  );
}
