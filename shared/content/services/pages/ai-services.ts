import type { ServicePage } from '../../../schemas/content-services.ts';
import { SERVICE_SUMMARIES } from '../service-summaries.ts';
import { portfolioImage } from '../gallery-helpers.ts';

export const AI_SERVICES_PAGE: ServicePage = {
  slug: 'ai-services',
  name: 'AI Services for Real Estate',
  meta: {
    title: 'AI Services for Real Estate Agents | Lumen Realty Media',
    description:
      'AI virtual staging, listing copy, pricing insights with 85-92% accuracy and lead chatbots live in 2-3 weeks. Most deliverables in 24-48 hours.',
  },
  hero: {
    title: 'AI|Services',
    subtitle: 'Smarter marketing, less busywork',
    description:
      'Practical AI tools for real estate professionals: faster listing content, sharper pricing insights and chatbots that answer buyers at 2 a.m.',
    image: '/images/hero/ai-services.jpg',
  },
  card: SERVICE_SUMMARIES['ai-services'],
  intro: {
    eyebrow: 'AI for agents',
    title: 'Technology that gives you time back',
    paragraphs: [
      'We have used AI in our editing and marketing workflow since 2019. Now we offer the same tools to agents and teams: done-for-you, reviewed by people, and built around the way real estate actually works.',
      'Most AI deliverables are ready in 24-48 hours, and setting up a lead chatbot takes only 3-5 hours of your time spread over a 2-3 week rollout.',
    ],
    facts: [
      { value: '24-48 h', label: 'Typical turnaround' },
      { value: '85-92%', label: 'Price prediction accuracy' },
      { value: '2-3 weeks', label: 'Chatbot rollout' },
      { value: '3-5 h', label: 'Of your time to set up' },
    ],
  },
  packages: {
    kind: 'packages',
    eyebrow: 'Packages',
    title: 'AI Packages',
    subtitle: 'Choose one tool or combine them into a complete AI-assisted workflow.',
    items: [
      {
        title: 'AI Virtual Staging',
        description: 'Photorealistic furniture added to empty rooms, reviewed by our editors.',
        icon: 'home',
        popular: true,
        features: [
          'Multiple design styles',
          'Human quality review',
          'Staged and empty versions',
          '24-48 hour turnaround',
        ],
      },
      {
        title: 'Listing Description Writer',
        description: 'Compelling, accurate listing copy generated from your photos and notes.',
        icon: 'edit',
        popular: false,
        features: [
          'MLS, feature sheet and social versions',
          'Written in your voice',
          'Fair-housing language check',
          'Edited by a copywriter',
        ],
      },
      {
        title: 'Predictive Pricing Insights',
        description: 'Data-driven price ranges to support your listing presentation.',
        icon: 'chart',
        popular: true,
        features: [
          '85-92% prediction accuracy',
          'Comparable sales analysis',
          'Neighbourhood trend charts',
          'Presentation-ready report',
        ],
      },
      {
        title: 'AI Lead Chatbot',
        description: 'A chatbot on your website that answers buyers and books showings 24/7.',
        icon: 'message',
        popular: false,
        features: [
          'Rollout in 2-3 weeks',
          'Only 3-5 hours of your time',
          'Trained on your listings and FAQs',
          'Leads sent to your CRM',
        ],
      },
      {
        title: 'Smart Photo Enhancement',
        description: 'AI-assisted sky, lighting and clutter fixes at high volume.',
        icon: 'wand',
        popular: false,
        features: [
          'Batch processing for teams',
          'Consistent brokerage style',
          'Human spot checks',
          '24-48 hour turnaround',
        ],
      },
      {
        title: 'Market Reports',
        description: 'Automated monthly neighbourhood reports to send to your sphere.',
        icon: 'trending-up',
        popular: false,
        features: [
          'Branded PDF and email versions',
          'Sales, prices and days on market',
          'Your neighbourhoods, every month',
          'Ready to send in 24-48 hours',
        ],
      },
    ],
  },
  featured: {
    eyebrow: 'Featured work',
    title: 'AI in Action',
    subtitle: 'Examples of AI-assisted work delivered to our clients.',
    wrap: false,
    portfolio: { label: 'View the AI services portfolio', to: '/portfolio/ai-services' },
    items: [
      portfolioImage('ai-services', 1, {
        title: 'Listing Analytics & Lead Scores',
        description: 'A dashboard that ranks every inquiry by how likely it is to become a showing.',
        category: 'Machine Learning',
        specs: 'Updated daily',
      }),
      portfolioImage('ai-services', 2, {
        title: 'AI-Staged Family Room',
        description: 'An empty family room staged in a warm transitional style, reviewed by an editor.',
        category: 'AI Virtual Staging',
        specs: '24-hour turnaround',
      }),
      portfolioImage('ai-services', 3, {
        title: 'Floor Plan from a 3D Scan',
        description: 'Room shapes and sizes extracted from a scan to speed up listing data entry.',
        category: 'AI Automation',
        specs: '48-hour turnaround',
      }),
      portfolioImage('ai-services', 4, {
        title: 'Predictive Pricing Insights',
        description: 'A price range and trend report for a Leslieville semi listing presentation.',
        category: 'Predictive Pricing',
        specs: 'Sold within 2% of the predicted range',
      }),
      portfolioImage('ai-services', 5, {
        title: 'Automated Floor Plan Drawing',
        description: 'A clean black-and-white plan drawn automatically and checked by a drafter.',
        category: 'AI Automation',
        specs: '24-hour turnaround',
      }),
    ],
  },
  process: {
    title: 'How We Implement AI',
    subtitle: 'A guided rollout that respects your time.',
    steps: [
      {
        title: 'Discovery Call',
        description: 'We look at your workflow and find where AI will save you the most time.',
        icon: 'message',
      },
      {
        title: 'Data & Setup',
        description: 'We gather your listings, FAQs and brand voice to configure each tool.',
        icon: 'layers',
      },
      {
        title: 'Training',
        description: 'Models and prompts are tuned to your market and reviewed by our team.',
        icon: 'cpu',
      },
      {
        title: 'Launch',
        description: 'Tools go live on your website and in your marketing workflow.',
        icon: 'rocket',
        duration: '2-3 weeks',
      },
      {
        title: 'Optimization',
        description: 'We monitor results and refine the tools every month.',
        icon: 'trending-up',
      },
    ],
  },
  faqs: [
    {
      question: 'How quickly are AI deliverables ready?',
      answer:
        'Most AI deliverables, such as staging, listing copy and reports, are ready within 24-48 hours.',
    },
    {
      question: 'How accurate are the pricing predictions?',
      answer:
        'Our pricing models are 85-92% accurate against final sale prices in the neighbourhoods we cover. They support, rather than replace, your professional judgement.',
    },
    {
      question: 'How long does it take to set up a chatbot?',
      answer:
        'A lead chatbot rolls out in 2-3 weeks. You spend only 3-5 hours in total sharing information and reviewing answers; we handle the rest.',
    },
    {
      question: 'Does a person review AI-generated work?',
      answer:
        'Yes. Every staged image, description and report is reviewed by a member of our team before it reaches you.',
    },
    {
      question: 'Is my client data kept private?',
      answer:
        'Yes. We use your data only to provide your service, never to train shared models, and we follow Canadian privacy law (PIPEDA).',
    },
    {
      question: 'Do I need technical skills to use these tools?',
      answer:
        'No. We set everything up, connect it to your website and CRM, and show you how it works in a short walkthrough.',
    },
  ],
  testimonial: {
    quote:
      'The chatbot booked four showings on its first weekend while I was at my daughter’s tournament. Setup took a couple of short calls and it has been running ever since.',
    author: 'Amir Haddad',
    role: 'Sales Representative, Northgate Realty',
    service: 'AI Services',
  },
  related: ['photography', 'website', 'brand'],
  cta: {
    title: 'Put AI to Work for Your Business',
    text: 'Book a discovery call and we will show you where AI can save you hours every week.',
    primary: { label: 'Get a Quote', to: '/contact' },
    secondary: { label: 'View Portfolio', to: '/portfolio/ai-services' },
  },
};
