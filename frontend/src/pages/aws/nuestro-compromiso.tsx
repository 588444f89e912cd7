import { CommitmentLayout } from '../CommitmentLayout';
import { awsCommitmentContent } from '../../content/aws/nuestro-compromiso';
import { awsCertificationLevels, awsCertifications } from '../../content/shared/certifications';

export default function NuestroCompromisoPage() {
  return (
    <CommitmentLayout
      content={awsCommitmentContent}
      levels={awsCertificationLevels}
      certifications={awsCertifications}
    />
  );
}
