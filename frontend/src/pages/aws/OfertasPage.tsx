import { PageBanner } from '../../components/PageBanner';

export default function OfertasPage() {
  return (
    <PageBanner
      title="Ofertas AWS"
      description="Soluciones en AWS listas para implementar en tu empresa."
    />
  );
}
