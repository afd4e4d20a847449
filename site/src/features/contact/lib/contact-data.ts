import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ReturnedForm } from '#shared/schemas/inquiry.ts';
import { returnedFormFrom } from '../../../lib/inquiry/returned-form.ts';
import { siteDataFrom } from '../../../lib/site-data.ts';

interface ContactData {
  /** The server-signed token the form sends back; '' when none could be had (the form renews it on send). */
  formToken: string;
  /** What a refused plain post typed, filled back into the form (the server's answer to it only). */
  returned?: ReturnedForm | undefined;
}

/**
 * A fresh form token per visit: signed during the server render (so the form works without
 * JavaScript), fetched from GET /api/inquiries/form-token on client-side navigation.
 */
export async function loadContact({ context }: LoaderFunctionArgs): Promise<ContactData> {
  const returned = returnedFormFrom(context);
  let formToken = '';
  try {
    formToken = await siteDataFrom(context).inquiryFormToken();
  } catch {
    // The form renews it on send.
  }
  return returned ? { formToken, returned } : { formToken };
}
