import { COMPANY } from '../company.ts';

/** The postal and e-mail contact shown at the end of both legal documents (CASL and PIPEDA want one). */
export const LEGAL_CONTACT_LINES = [
  `${COMPANY.legalName}, Attention: Privacy Officer`,
  `${COMPANY.address.street}, ${COMPANY.address.locality}, Ontario ${COMPANY.address.postalCode}, Canada`,
  `Email: ${COMPANY.email}`,
  `Telephone: ${COMPANY.phone}`,
];
