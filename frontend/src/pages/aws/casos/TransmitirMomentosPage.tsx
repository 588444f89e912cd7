import { caseBySlug } from '../../../content/cases';
import { CaseArticle } from './CaseArticle';

export default function TransmitirMomentosPage() {
  return <CaseArticle study={caseBySlug('trasmitir-y-compartir-momentos')} />;
}
