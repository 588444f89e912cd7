import { PageBanner } from '../../components/PageBanner';

export default function FormularioPage() {
  return (
    <PageBanner
      title="Contáctate con nosotros"
      description="Escríbenos y un especialista te responderá pronto."
    />
  );
}
