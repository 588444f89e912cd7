import { PageBanner } from '../../components/PageBanner';

export default function EmpresaPage() {
  return (
    <PageBanner
      title="Nuestra empresa"
      description="Nuestra misión, nuestra cultura y por qué decimos que fluimos contigo."
    />
  );
}
