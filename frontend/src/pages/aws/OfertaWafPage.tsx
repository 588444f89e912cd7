import { PageBanner } from '../../components/PageBanner';

export default function OfertaWafPage() {
  return (
    <PageBanner
      title="High-Performance Website Firewall"
      description="Protección de alto rendimiento para tu sitio web, implementada en unas 3 semanas."
    />
  );
}
