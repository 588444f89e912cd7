import { CommitmentLayout } from '../CommitmentLayout';
import {
  awsCertificationLevels,
  awsCertifications,
  awsCommitmentContent,
} from '../../content/shared/certifications';

export default function NuestroCompromisoPage() {
  return (
    <CommitmentLayout
      content={awsCommitmentContent}
      levels={awsCertificationLevels}
      certifications={awsCertifications}
    />
  );
}
