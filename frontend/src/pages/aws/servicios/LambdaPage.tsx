import { PageBanner } from '../../../components/PageBanner';

export default function LambdaPage() {
  return (
    <PageBanner
      title="AWS Lambda"
      description="Ejecuta código sin aprovisionar ni administrar servidores."
    />
  );
}
