import type { InquiryInput } from '#shared/schemas/inquiry.ts';

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * A request form's fields (the contact form, a listing's lead form) as the API's JSON body; the
 * server validates it with inquirySchema.
 */
export function formToInquiry(data: FormData): InquiryInput {
  const optional = (name: string) => text(data, name) || undefined;
  return {
    firstName: text(data, 'firstName'),
    lastName: text(data, 'lastName'),
    email: text(data, 'email'),
    phone: optional('phone'),
    service: optional('service') as InquiryInput['service'],
    budget: optional('budget') as InquiryInput['budget'],
    timeline: optional('timeline') as InquiryInput['timeline'],
    details: text(data, 'details'),
    listing: optional('listing'),
    website: text(data, 'website'),
    formToken: text(data, 'formToken'),
  };
}
