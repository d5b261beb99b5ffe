import { pagesEn } from '../i18n/pages.en';
import { TextPage } from './TextPage';

export default function PrivacyPage() {
  return <TextPage page="privacy" sections={Object.keys(pagesEn.privacy.sections)} />;
}
