import { pagesEn } from '../i18n/pages.en';
import { TextPage } from './TextPage';

/** Shipping & Delivery (also the Gift Cards target): a digital service, nothing is shipped. */
export default function ShippingPage() {
  return <TextPage page="shipping" sections={Object.keys(pagesEn.shipping.sections)} />;
}
