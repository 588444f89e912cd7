import { PageBanner } from '../../components/PageBanner';

export default function ProximosPasosPage() {
  return (
    <PageBanner
      title="Próximos pasos con AWS"
      description="Nuestras metas como partner de AWS a corto y mediano plazo."
    />
  );
}
