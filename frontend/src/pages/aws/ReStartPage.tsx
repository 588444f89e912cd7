import { PageBanner } from '../../components/PageBanner';

export default function ReStartPage() {
  return (
    <PageBanner
      title="AWS re/Start"
      description="Un programa gratuito y virtual de 14 semanas para iniciar tu carrera en la nube."
    />
  );
}
