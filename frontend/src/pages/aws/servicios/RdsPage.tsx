import { PageBanner } from '../../../components/PageBanner';

export default function RdsPage() {
  return (
    <PageBanner
      title="Amazon RDS"
      description="Bases de datos relacionales administradas en la nube."
    />
  );
}
