import type { LoaderFunctionArgs } from 'react-router-dom';
import { siteDataFrom } from '../../../lib/site-data.ts';

interface ContactData {
  /** The server-signed token the form sends back; '' when none could be had (the form renews it on send). */
  formToken: string;
}

/**
 * A fresh form token per visit: signed during the server render (so the form works without
 * JavaScript), fetched from GET /api/inquiries/form-token on client-side navigation.
 */
export async function loadContact({ context }: LoaderFunctionArgs): Promise<ContactData> {
  try {
    return { formToken: await siteDataFrom(context).inquiryFormToken() };
  } catch {
    return { formToken: '' };
  }
}
