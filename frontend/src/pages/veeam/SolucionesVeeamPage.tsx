import { PageBanner } from '../../components/PageBanner';

export default function SolucionesVeeamPage() {
  return (
    <PageBanner
      title="Soluciones Veeam"
      description="Respaldo, replicación y recuperación de tus datos con Veeam."
    />
  );
}
