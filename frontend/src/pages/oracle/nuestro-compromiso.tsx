import { CommitmentLayout } from '../CommitmentLayout';
import {
  oracleCertificationLevels,
  oracleCertifications,
  oracleCommitmentContent,
} from '../../content/oracle/nuestro-compromiso';

export default function NuestroCompromisoOraclePage() {
  return (
    <CommitmentLayout
      content={oracleCommitmentContent}
      levels={oracleCertificationLevels}
      certifications={oracleCertifications}
    />
  );
}
