import { pagesEn } from '../i18n/pages.en';
import { TextPage } from './TextPage';

export default function TermsPage() {
  return <TextPage page="terms" sections={Object.keys(pagesEn.terms.sections)} />;
}
