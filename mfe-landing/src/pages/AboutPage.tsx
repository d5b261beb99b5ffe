import { pagesEn } from '../i18n/pages.en';
import { TextPage } from './TextPage';

export default function AboutPage() {
  return <TextPage page="about" sections={Object.keys(pagesEn.about.sections)} />;
}
