import { COMPANY } from '../company.ts';
import { LEGAL_CONTACT_LINES } from './contact-lines.ts';
import type { LegalDocument } from './legal-schema.ts';

/** Terms of use of the website, under the laws of Ontario. Service bookings have their own agreement. */
export const TERMS_OF_USE: LegalDocument = {
  title: 'Terms of Use',
  metaTitle: 'Terms of Use | Lumen Realty Media',
  description:
    'The terms that apply when you use the Lumen Realty Media website, request a quote, subscribe to our newsletter or view our portfolio and content.',
  heroSubtitle: 'The rules for using our website and content',
  intro: [
    `These Terms of Use govern your use of the website operated by ${COMPANY.legalName} ("Lumen Realty Media", "we", "us"). By using the website you agree to these terms. If you do not agree, please do not use the website.`,
  ],
  sections: [
    {
      id: 'about-the-website',
      heading: '1. About this website',
      blocks: [
        {
          type: 'paragraph',
          text: 'This website presents our real estate media services, portfolio, projects and articles, and lets you request a quote, contact us and subscribe to our newsletter. The content is provided for general information and marketing purposes. It is not professional real estate, legal or financial advice.',
        },
      ],
    },
    {
      id: 'quotes-and-bookings',
      heading: '2. Quotes, bookings and prices',
      blocks: [
        {
          type: 'paragraph',
          text: 'Submitting the contact form is a request for information or a quote; it does not create a contract. A booking is confirmed only when we accept it in writing, and the work is then governed by the quote or service agreement we send you, which prevails over these terms if they conflict.',
        },
        {
          type: 'list',
          items: [
            'Prices shown on the website are indicative, in Canadian dollars, and exclude HST unless stated otherwise.',
            'Turnaround times (for example 24-48 hours for most services) are typical estimates from the shoot date, not guarantees, and depend on the package, the property and the season.',
            'Drone flights depend on weather, airspace rules and authorisations; flights postponed for weather are rescheduled free of charge.',
            'Results such as faster sales or higher offers are never guaranteed: property sales depend on many factors outside our control.',
          ],
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: '3. Our content and intellectual property',
      blocks: [
        {
          type: 'paragraph',
          text: 'The website and its content, including photographs, videos, 3D tours, text, graphics, logos and the Lumen Realty Media name, are owned by us or our licensors and are protected by Canadian and international copyright and trademark laws.',
        },
        {
          type: 'paragraph',
          text: 'You may view the website and share links to its pages. You may not copy, download, reproduce, modify, distribute or use our images, videos or other content for any other purpose, including in listings or advertising, without our written permission. Clients receive a licence to use the media we create for them as set out in their service agreement.',
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: '4. Acceptable use',
      blocks: [
        { type: 'paragraph', text: 'When using the website you agree not to:' },
        {
          type: 'list',
          items: [
            'use it for any unlawful purpose or in breach of these terms;',
            'submit false, misleading or someone else’s information through our forms;',
            'send spam, automated or bulk submissions, or malicious code;',
            'attempt to gain unauthorised access to the website, its administration area or its servers, or interfere with their operation;',
            'scrape, harvest or systematically collect content or data from the website.',
          ],
        },
        {
          type: 'paragraph',
          text: 'We may block access or refuse submissions that we reasonably believe breach these rules.',
        },
      ],
    },
    {
      id: 'your-submissions',
      heading: '5. Information you send us',
      blocks: [
        {
          type: 'paragraph',
          text: 'You are responsible for the accuracy of the information you submit. We use it as described in our Privacy Policy. If you send us photos, floor plans or other materials for a project, you confirm that you have the right to share them and allow us to use them to prepare a quote or deliver the work.',
        },
      ],
      links: [{ label: 'Read our Privacy Policy', href: '/privacy' }],
    },
    {
      id: 'newsletter',
      heading: '6. Newsletter',
      blocks: [
        {
          type: 'paragraph',
          text: 'If you subscribe, we will send you our newsletter by email. Every message includes an unsubscribe link, and you can stop receiving it at any time. Unsubscribing does not affect any service you have booked with us.',
        },
      ],
    },
    {
      id: 'third-party-services',
      heading: '7. Third-party services and links',
      blocks: [
        {
          type: 'paragraph',
          text: 'The website can display YouTube videos and Matterport 3D tours when you choose to open them, and links to our social media pages and other websites. Those services are operated by third parties under their own terms and privacy policies. We are not responsible for their content, availability or practices.',
        },
      ],
    },
    {
      id: 'disclaimers',
      heading: '8. Disclaimer',
      blocks: [
        {
          type: 'paragraph',
          text: 'We work to keep the website accurate and available, but it is provided "as is" and "as available". To the extent permitted by law, we make no warranties that the website will be uninterrupted or error-free, or that its content is complete, current or suitable for a particular purpose. Property details in our portfolio and articles describe the situation at the time of the shoot or of writing.',
        },
      ],
    },
    {
      id: 'liability',
      heading: '9. Limitation of liability',
      blocks: [
        {
          type: 'paragraph',
          text: 'To the extent permitted by law, Lumen Realty Media and its directors, employees and contractors are not liable for any indirect, incidental, special or consequential damages, or for any loss of profits, data or business opportunities, arising from your use of, or inability to use, the website. Nothing in these terms limits liability that cannot be limited under the laws of Ontario.',
        },
        {
          type: 'paragraph',
          text: 'You agree to indemnify us against claims arising from your breach of these terms or your misuse of the website.',
        },
      ],
    },
    {
      id: 'governing-law',
      heading: '10. Governing law',
      blocks: [
        {
          type: 'paragraph',
          text: 'These terms are governed by the laws of the Province of Ontario and the federal laws of Canada applicable there. You agree that the courts located in Toronto, Ontario have exclusive jurisdiction over any dispute arising from them, unless applicable consumer protection law gives you the right to bring a claim elsewhere.',
        },
      ],
    },
    {
      id: 'changes',
      heading: '11. Changes to these terms',
      blocks: [
        {
          type: 'paragraph',
          text: 'We may update these terms from time to time. The date at the top of this page shows when they were last updated. Your continued use of the website after a change means you accept the updated terms.',
        },
      ],
    },
    {
      id: 'contact',
      heading: '12. Contact us',
      blocks: [
        { type: 'paragraph', text: 'Questions about these terms can be sent to:' },
        { type: 'list', items: LEGAL_CONTACT_LINES },
      ],
      links: [{ label: 'Contact form', href: '/contact' }],
    },
  ],
};
