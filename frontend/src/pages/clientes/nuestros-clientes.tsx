import { CallToAction } from '../../components/CallToAction';
import { PageBanner } from '../../components/PageBanner';
import { Section } from '../../components/Section';
import { ClientLogoGrid } from '../../components/logos/ClientLogoGrid';
import { clients, clientsContent } from '../../content/clientes/nuestros-clientes';

/** Banner plus the client-logo grid. */
export default function NuestrosClientesPage() {
  return (
    <>
      <PageBanner
        title={clientsContent.bannerTitle}
        description={clientsContent.bannerDescription}
      />
      <Section title={clientsContent.gridHeading} intro={clientsContent.gridIntro}>
        <ClientLogoGrid clients={clients} label={clientsContent.logosLabel} />
      </Section>
      <CallToAction {...clientsContent.cta} />
    </>
  );
}
