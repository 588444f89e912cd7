import { PageBanner } from '../../components/PageBanner';

export default function OfertaConnectPage() {
  return (
    <PageBanner
      title="AI-Powered Contact Center"
      description="Un contact center en la nube con inteligencia artificial, implementado en unas 3 semanas."
    />
  );
}
