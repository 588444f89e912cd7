import { caseStudy } from '../../../content/aws/casos-exito/trasmitir-y-compartir-momentos';
import { CaseArticle } from './CaseArticle';

export default function TransmitirMomentosPage() {
  return <CaseArticle study={caseStudy} />;
}
