import { PageBanner } from '../../components/PageBanner';

export default function PoliticaPrivacidadPage() {
  return (
    <PageBanner
      title="Política de privacidad"
      description="Cómo tratamos tus datos personales conforme a la Ley N.° 29733."
    />
  );
}
