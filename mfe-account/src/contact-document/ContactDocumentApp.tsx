import { contactApi } from '@premieres/api-client/contact';
import { useContactLimitOf } from '../contact/contactLimit';
import { ContactDocumentPage } from './ContactDocumentPage';
import { Toasts } from './toasts';

/** The island's page: the API's contact limit (asked once hydrated) and the toasts around it. */
export function ContactDocumentApp() {
  const limit = useContactLimitOf(contactApi);
  return (
    <Toasts>
      <ContactDocumentPage limit={limit} />
    </Toasts>
  );
}
