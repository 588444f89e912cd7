import { CaseArticle } from '../../../components/CaseArticle';
import { caseBySlug } from '../../../content/cases';

export default function TransmitirMomentosPage() {
  return <CaseArticle study={caseBySlug('trasmitir-y-compartir-momentos')} />;
}
