import type { ServicePage } from '../../../schemas/content-services.ts';
import { SERVICE_SUMMARIES } from '../service-summaries.ts';
import { portfolioImage } from '../gallery-helpers.ts';

export const AUTOMATION_PAGE: ServicePage = {
  slug: 'automation',
  name: 'Real Estate Marketing Automation',
  meta: {
    title: 'Real Estate Marketing Automation | Lumen Realty Media',
    description:
      'Automated listing launches, email follow-up, social posting and CRM workflows for Toronto agents and teams, set up and maintained for you.',
  },
  hero: {
    title: 'Marketing|Automation',
    subtitle: 'Your listing marketing, on autopilot',
    description:
      'We connect your media, website, CRM and social accounts so every new listing launches everywhere at once and every lead gets a fast reply.',
    image: '/images/hero/automation.jpg',
  },
  card: SERVICE_SUMMARIES.automation,
  intro: {
    eyebrow: 'Why automate',
    title: 'Spend your time with clients, not copy-paste',
    paragraphs: [
      'A typical listing launch means posting the same photos, video and description to a dozen places, then following up with every inquiry by hand. Automation does the repetitive steps the moment your media is delivered.',
      'We build workflows around the tools you already use, document them in plain language and keep them running, so nothing breaks when a platform changes.',
    ],
    facts: [
      { value: '24/7', label: 'Instant lead replies' },
      { value: '1 click', label: 'Listing launch everywhere' },
      { value: '2-3 weeks', label: 'Typical setup' },
      { value: 'Monthly', label: 'Monitoring and tune-ups' },
    ],
  },
  packages: {
    kind: 'packages',
    eyebrow: 'Packages',
    title: 'Automation Packages',
    subtitle: 'Start with one workflow or automate your whole marketing pipeline.',
    items: [
      {
        title: 'Listing Launch Automation',
        description: 'New media goes to your website, social accounts and email list automatically.',
        icon: 'rocket',
        popular: true,
        features: [
          'Triggered when media is delivered',
          'Website, social and email in one step',
          'Coming-soon and just-listed posts',
          'Open-house reminders',
        ],
      },
      {
        title: 'Lead Follow-Up',
        description: 'Every inquiry gets an instant, personal reply and a follow-up sequence.',
        icon: 'mail',
        popular: true,
        features: [
          'Instant email and text replies',
          'Nurture sequences for buyers and sellers',
          'Showing booking links',
          'Hot-lead alerts to your phone',
        ],
      },
      {
        title: 'CRM Integration',
        description: 'Your website, forms and portals connected to the CRM you already use.',
        icon: 'layers',
        popular: false,
        features: [
          'Lead capture from every source',
          'Duplicate cleanup and tagging',
          'Pipeline stages updated automatically',
          'Works with popular real estate CRMs',
        ],
      },
      {
        title: 'Social Scheduling',
        description: 'A steady stream of posts built from your listings and market updates.',
        icon: 'calendar',
        popular: false,
        features: [
          'Monthly content calendar',
          'Auto-generated listing posts',
          'Reels and Shorts from your video',
          'Performance summary each month',
        ],
      },
      {
        title: 'Client Care Campaigns',
        description: 'Stay in touch with past clients without lifting a finger.',
        icon: 'heart',
        popular: false,
        features: [
          'Home anniversary emails',
          'Birthday and holiday greetings',
          'Monthly market updates',
          'Review and referral requests',
        ],
      },
      {
        title: 'Reporting Dashboards',
        description: 'One dashboard for listing views, leads and campaign results.',
        icon: 'chart',
        popular: false,
        features: [
          'Seller-ready listing reports',
          'Lead source tracking',
          'Weekly summary email',
          'Shareable with your team',
        ],
      },
    ],
  },
  featured: {
    eyebrow: 'Featured work',
    title: 'Automations We’ve Built',
    subtitle: 'Workflows running every day for GTA agents and teams.',
    wrap: false,
    items: [
      portfolioImage('website-design', 2, {
        title: 'Just-Listed Launch Flow',
        description: 'Photos delivered at noon appear on the agent’s website and six channels by 12:05.',
        category: 'Listing Launch',
        specs: '6 channels · 5 minutes',
      }),
      portfolioImage('ai-services', 6, {
        title: 'Lead Qualification Follow-Up',
        description: 'Every inquiry scored and answered, with hot leads sent to the agent’s phone.',
        category: 'Lead Follow-Up',
        specs: 'Replies in under a minute',
      }),
      portfolioImage('ai-services', 8, {
        title: 'Social Post Assistant',
        description: 'Listing posts drafted from the delivered media and scheduled for approval.',
        category: 'Social Scheduling',
        specs: '12 posts a month',
      }),
      portfolioImage('ai-services', 1, {
        title: 'Seller Weekly Report',
        description: 'An automatic Friday report of views, showings and feedback for every seller.',
        category: 'Reporting',
        specs: 'Weekly · Branded PDF',
      }),
      portfolioImage('website-design', 3, {
        title: 'Team Lead Router',
        description: 'Website inquiries assigned to the right agent by area and price range.',
        category: 'CRM Integration',
        specs: '9 agents · Instant routing',
      }),
    ],
  },
  process: {
    title: 'How We Automate',
    subtitle: 'Five steps to a pipeline that runs itself.',
    steps: [
      {
        title: 'Workflow Audit',
        description: 'We map how listings and leads move through your business today.',
        icon: 'search',
      },
      {
        title: 'Blueprint',
        description: 'You approve a plain-language plan of every automation we will build.',
        icon: 'layout',
      },
      {
        title: 'Build & Connect',
        description: 'We connect your website, CRM, email and social accounts.',
        icon: 'bolt',
      },
      {
        title: 'Test & Launch',
        description: 'Every workflow is tested with real examples before it goes live.',
        icon: 'rocket',
        duration: '2-3 weeks',
      },
      {
        title: 'Monitor',
        description: 'We watch for errors and tune the workflows every month.',
        icon: 'eye',
      },
    ],
  },
  faqs: [
    {
      question: 'Which tools can you connect?',
      answer:
        'We work with the website platforms, email tools, social networks and real estate CRMs most GTA agents use. If a tool has an integration or an API, we can usually connect it.',
    },
    {
      question: 'How long does setup take?',
      answer:
        'Most automation projects are set up, tested and live in 2-3 weeks. Larger team workflows are planned in phases.',
    },
    {
      question: 'Will my messages still sound personal?',
      answer: 'Yes. We write every template in your voice, and you approve them before anything is sent.',
    },
    {
      question: 'What happens if something stops working?',
      answer:
        'We monitor every workflow and get alerted to errors. Most issues are fixed before you notice them.',
    },
    {
      question: 'Does automation follow anti-spam rules?',
      answer:
        'Yes. Email and text campaigns follow Canada’s anti-spam law (CASL): consent is recorded and every message includes an unsubscribe option.',
    },
    {
      question: 'Can automation work with your photography and video?',
      answer:
        'Yes. When we deliver your listing media, your launch workflow can start automatically, so the listing goes live everywhere within minutes.',
    },
  ],
  testimonial: {
    quote:
      'Our listings now launch on every channel the minute the photos land, and no lead waits more than a minute for a reply. It feels like we hired another assistant.',
    author: 'Grace Liu',
    role: 'Operations Manager, Avery Home Team',
    service: 'Automation',
  },
  related: ['ai-services', 'website', 'photography'],
  cta: {
    title: 'Automate Your Listing Marketing',
    text: 'Tell us about your workflow and we will show you which steps can run themselves.',
    primary: { label: 'Get a Quote', to: '/contact' },
    secondary: { label: 'Explore AI Services', to: '/services/ai-services' },
  },
};
