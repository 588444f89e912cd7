import { PageBanner } from '../../components/PageBanner';

export default function ServiciosPage() {
  return (
    <PageBanner
      title="Nuestros servicios"
      description="Cloud, bases de datos, servicios gestionados, desarrollo, monitoreo y outsourcing para tu empresa."
    />
  );
}
