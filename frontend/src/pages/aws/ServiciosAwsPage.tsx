import { PageBanner } from '../../components/PageBanner';

export default function ServiciosAwsPage() {
  return (
    <PageBanner
      title="Servicios AWS"
      description="Bases de datos, seguridad, contenedores y soluciones empresariales en AWS."
    />
  );
}
