import { PageBanner } from '../../components/PageBanner';

export default function OfertaStreamingPage() {
  return (
    <PageBanner
      title="Live Streaming to Smart Devices"
      description="Transmite en vivo con calidad y seguridad, sin infraestructura local, en unas 4 semanas."
    />
  );
}
