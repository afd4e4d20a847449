import { COMPANY } from '../company.ts';
import { LEGAL_CONTACT_LINES } from './contact-lines.ts';
import type { LegalDocument } from './legal-schema.ts';

/**
 * Privacy policy written for an Ontario business under PIPEDA, with CASL consent for the newsletter.
 * It describes what this site really does: the contact form, the newsletter, one admin session
 * cookie, no analytics or advertising trackers, and third-party players loaded only on request.
 */
export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  metaTitle: 'Privacy Policy | Lumen Realty Media',
  description:
    'How Lumen Realty Media collects, uses and protects personal information from our website, contact form and newsletter, under Canadian privacy law.',
  heroSubtitle: 'How we collect, use and protect your personal information',
  intro: [
    `${COMPANY.legalName} ("Lumen Realty Media", "we", "us") respects your privacy. This policy explains what personal information we collect through this website, why we collect it, how we use and protect it, and the choices you have. We handle personal information in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA) and Canada's Anti-Spam Legislation (CASL).`,
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: '1. Who we are and who is responsible',
      blocks: [
        {
          type: 'paragraph',
          text: `Lumen Realty Media is a real estate media company based in ${COMPANY.address.locality}, Ontario, providing photography, video, drone, 3D tour, editing, website design, branding and AI services. We have designated a Privacy Officer who is accountable for our compliance with this policy. You can reach the Privacy Officer using the contact details at the end of this page.`,
        },
      ],
    },
    {
      id: 'information-we-collect',
      heading: '2. Information we collect',
      blocks: [
        {
          type: 'paragraph',
          text: 'We collect only the information we need for the purposes described below. Most visitors can use this website without giving us any personal information at all.',
        },
        {
          type: 'list',
          items: [
            'Quote and contact requests: your first and last name, email address, optional phone number, the service you are interested in, your budget range and timeline if you choose to give them, and the project details you write in the form.',
            'Newsletter: your email address, the date and time you subscribed, the page where you subscribed, and a record of your consent.',
            'Client projects: when you book a service, the property address, access instructions and billing details needed to deliver and invoice the work.',
            'Technical information: like most websites, our servers record basic request data (IP address, browser type, the page requested, date and time) in security logs, used to keep the site running and to protect it from abuse.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Please do not include sensitive personal information, such as financial account numbers or health information, in the project details field.',
        },
      ],
    },
    {
      id: 'how-we-use',
      heading: '3. How we use your information',
      blocks: [
        {
          type: 'list',
          items: [
            'To answer your enquiry, prepare a quote, and schedule and deliver the services you request.',
            'To send our newsletter, only if you have subscribed.',
            'To invoice and keep the business records the law requires.',
            'To secure our website, for example to detect and block spam submissions and abusive traffic.',
          ],
        },
        {
          type: 'paragraph',
          text: 'We do not sell, rent or trade personal information, and we do not use it for purposes other than those described here without first asking for your consent.',
        },
      ],
    },
    {
      id: 'consent',
      heading: '4. Consent',
      blocks: [
        {
          type: 'paragraph',
          text: 'By submitting the contact form you consent to our using the information you provide to respond to your request. By subscribing to the newsletter you give us express consent to send you commercial electronic messages. You may withdraw your consent at any time, subject to legal or contractual restrictions and reasonable notice; withdrawing it may mean we can no longer provide a particular service.',
        },
      ],
    },
    {
      id: 'newsletter',
      heading: '5. Newsletter and unsubscribing',
      blocks: [
        {
          type: 'paragraph',
          text: 'Our newsletter shares real estate marketing tips, new services and occasional offers. Every newsletter email identifies Lumen Realty Media, includes our mailing address and contains an unsubscribe link. You can unsubscribe at any time by using that link or by emailing us; we process unsubscribe requests without delay and in any case within 10 business days, as CASL requires.',
        },
        {
          type: 'paragraph',
          text: 'When you unsubscribe we keep your email address on a suppression list, marked as unsubscribed, only so that we do not email you again.',
        },
      ],
    },
    {
      id: 'cookies',
      heading: '6. Cookies and tracking',
      blocks: [
        {
          type: 'paragraph',
          text: 'This website does not use analytics, advertising or social media tracking cookies, and it does not include third-party tracking scripts. Visitors to our public pages receive no cookies from us.',
        },
        {
          type: 'list',
          items: [
            'Administrator session cookie: a single strictly necessary cookie (lumen_session) is set only when an authorised member of our team signs in to manage the website. It keeps them signed in, expires after a period of inactivity or when they sign out, and is never used for tracking.',
            "Administrator's browser cookie: when a member of our team signs in, a cookie (lumen_owner_browser) holding no identifier marks their browser so that their own visits are left out of the website's visit counts, even after they sign out. It is never set for visitors and is never used for tracking.",
            'Offline storage: if you install the site as an app or visit it repeatedly, your browser may store copies of pages and images so they load faster and work offline. This storage stays on your device, contains no personal information and can be cleared in your browser settings.',
          ],
        },
      ],
    },
    {
      id: 'third-party-content',
      heading: '7. Videos, 3D tours and links to other websites',
      blocks: [
        {
          type: 'paragraph',
          text: "Some pages show YouTube videos and Matterport 3D tours. These are not loaded when the page opens: nothing is requested from YouTube or Matterport until you choose to play a video or open a tour. When you do, the provider receives information such as your IP address and may set its own cookies under its own privacy policy. We use YouTube's privacy-enhanced mode where available.",
        },
        {
          type: 'paragraph',
          text: 'Links to our social media pages and to other websites take you to services we do not control. Please review their privacy policies before providing personal information.',
        },
      ],
    },
    {
      id: 'sharing',
      heading: '8. Service providers and where information is stored',
      blocks: [
        {
          type: 'paragraph',
          text: 'We share personal information only with service providers that help us run our business, such as our website hosting provider and our email delivery provider, and only to the extent they need it to perform their services. They are bound by contract to protect the information and to use it only on our behalf.',
        },
        {
          type: 'paragraph',
          text: 'Our website and its data are hosted in Canada wherever possible. If a provider processes information outside Canada, that information is subject to the laws of that country and may be accessible to its courts and authorities. We may also disclose information where required by law.',
        },
      ],
    },
    {
      id: 'retention',
      heading: '9. How long we keep information',
      blocks: [
        {
          type: 'list',
          items: [
            'Contact and quote requests: up to 24 months after our last contact with you, unless they become part of a client file.',
            'Client files and invoices: for the period required by tax and business record-keeping laws, generally seven years.',
            'Newsletter: while you are subscribed; after you unsubscribe, only the suppression record described above.',
            'Security logs: for a short period, normally no longer than 90 days, unless needed to investigate an incident.',
          ],
        },
        {
          type: 'paragraph',
          text: 'When information is no longer needed, we securely delete or anonymise it.',
        },
      ],
    },
    {
      id: 'safeguards',
      heading: '10. How we protect your information',
      blocks: [
        {
          type: 'paragraph',
          text: 'We protect personal information with safeguards appropriate to its sensitivity: encrypted connections (HTTPS), access limited to team members who need it, password-protected administrator accounts with session time-outs, rate limits and spam filters on our forms, and regular backups. No method of transmission or storage is completely secure, but we work to protect your information and will notify you and the Privacy Commissioner of Canada of any breach that creates a real risk of significant harm, as the law requires.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: '11. Your rights: access, correction and complaints',
      blocks: [
        {
          type: 'paragraph',
          text: 'You may ask to see the personal information we hold about you, ask us to correct it, or withdraw your consent. Send your request to our Privacy Officer; we will respond within 30 days. We may need to verify your identity before answering.',
        },
        {
          type: 'paragraph',
          text: 'If you are not satisfied with our response, you may contact the Office of the Privacy Commissioner of Canada.',
        },
      ],
      links: [
        { label: 'Contact us', href: '/contact' },
        { label: 'Office of the Privacy Commissioner of Canada', href: 'https://www.priv.gc.ca/' },
      ],
    },
    {
      id: 'children',
      heading: '12. Children',
      blocks: [
        {
          type: 'paragraph',
          text: 'Our website and services are intended for real estate professionals and property owners. We do not knowingly collect personal information from children under 16.',
        },
      ],
    },
    {
      id: 'changes',
      heading: '13. Changes to this policy',
      blocks: [
        {
          type: 'paragraph',
          text: 'We may update this policy when our practices or the law change. The date at the top of this page shows when it was last updated. If we make significant changes, we will highlight them on this page before they take effect.',
        },
      ],
    },
    {
      id: 'contact',
      heading: '14. Contact our Privacy Officer',
      blocks: [
        { type: 'paragraph', text: 'Questions, requests or concerns about privacy can be sent to:' },
        { type: 'list', items: LEGAL_CONTACT_LINES },
      ],
    },
  ],
};
