import { caseBySlug } from '../../../content/aws/casos-exito';
import { CaseArticle } from './CaseArticle';

export default function TransmitirMomentosPage() {
  return <CaseArticle study={caseBySlug('trasmitir-y-compartir-momentos')} />;
}
