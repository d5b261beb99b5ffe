import { HELP_ARTICLES } from './helpArticles';

// English strings of the visitor pages (added to namespace 'landing' when a page chunk loads).
export const pagesEn = {
  faqPage: {
    title: 'Frequently Asked Questions',
    subtitle: 'Everything you need to know about premieres.',
    items: {
      whatIs: {
        q: 'What is premieres?',
        a: 'premieres is a subscription streaming service for movies, premieres and series, made for India, with prices in rupees.',
      },
      cost: {
        q: 'How much does premieres cost?',
        a: 'Plans range from ₹159 to ₹649 a month. There are no extra costs and no contracts.',
      },
      screens: {
        q: 'How many screens can I watch on at the same time?',
        a: 'Basic: 1 screen. Standard: 2 screens. Premium: 4 screens.',
      },
      quality: {
        q: 'What video quality do the plans offer?',
        a: 'Mobile: 480p. Basic: 720p. Standard: 1080p. Premium: 4K HDR.',
      },
      devices: {
        q: 'Which devices can I watch on?',
        a: 'Smart TVs, streaming sticks, game consoles, phones, tablets and any modern web browser.',
      },
      offline: {
        q: 'Can I download titles to watch offline?',
        a: 'Yes. Standard and Premium members can download titles on their phones and tablets.',
      },
      cancel: {
        q: 'How do I cancel?',
        a: 'Cancel online at any time from your account settings. There are no cancellation fees.',
      },
      refund: {
        q: 'Is there a money-back guarantee?',
        a: 'Yes. If you are not happy within 30 days of joining, we refund your first payment in full.',
      },
      kids: {
        q: 'Is premieres good for kids?',
        a: 'Yes. Kids profiles show only family-friendly titles and are included in every plan.',
      },
      languages: {
        q: 'In which languages can I use premieres?',
        a: 'The app is available in English, Hindi and Malayalam. Change the language from the selector at the top or bottom of any page.',
      },
    },
  },
  help: {
    title: 'Help Centre',
    subtitle: 'How can we help you today?',
    searchLabel: 'Search help articles',
    searchPlaceholder: 'Type a question, e.g. “reset password”',
    call: {
      title: 'Call us',
      text: 'Speak to our support team any time, day or night.',
      hours: 'Available {{hours}}',
      action: 'Call now',
    },
    email: {
      title: 'Email us',
      text: 'Send us a message and we will reply within {{hours}} hours.',
      action: 'Contact us',
    },
    chat: {
      title: 'Live chat',
      text: 'Chat with a member of our team.',
      hours: 'Available {{hours}}',
      // SUPPORT_HOURS.liveChat (spec §9) in words of the language.
      hoursRange: '9AM-9PM',
      action: 'Start chat',
    },
    topicsTitle: 'Browse topics',
    topics: {
      gettingStarted: {
        title: 'Getting started',
        items: ['Creating your account', 'Choosing a plan', 'Supported devices', 'Changing the language'],
      },
      account: {
        title: 'Account & billing',
        items: [
          'Updating your email address',
          'Payment methods',
          'Billing dates',
          'Refunds and the 30-day guarantee',
        ],
      },
      watching: {
        title: 'Watching premieres',
        items: ['Video quality settings', 'Subtitles and audio', 'Downloading titles', 'Playback problems'],
      },
    },
    popularTitle: 'Popular articles',
    opensInNewTab: '(opens in a new tab)',
    articles: Object.fromEntries(HELP_ARTICLES.map((a) => [a.key, a.title])) as Record<
      (typeof HELP_ARTICLES)[number]['key'],
      string
    >,
  },
  about: {
    title: 'About premieres',
    sections: {
      who: {
        title: 'Who we are',
        text: 'premieres is a streaming service built in India for audiences who love cinema. We bring the latest premieres, much-loved classics and original series to every screen at home.',
      },
      offer: {
        title: 'What we offer',
        text: 'Unlimited movies and series in Hindi, Malayalam, Tamil, Telugu, English and more, with plans from ₹159 a month and no contracts.',
      },
      india: {
        title: 'Made for India',
        text: 'Prices in rupees, payments by UPI, cards and net banking, an interface in English, Hindi and Malayalam, and streaming that adapts to your connection.',
      },
      promise: {
        title: 'Our promise',
        text: 'Cancel anytime and try us risk-free with our 30-day money-back guarantee.',
      },
    },
  },
  privacy: {
    title: 'Privacy Policy',
    sections: {
      collect: {
        title: 'Information we collect',
        text: 'Your name, email address and plan, and how you use the service (for example what you watch and on which device).',
      },
      use: {
        title: 'How we use it',
        text: 'To run your membership, recommend titles, keep the service secure and meet our legal duties. We do not sell your personal data.',
      },
      cookies: {
        title: 'Cookies',
        text: 'We use cookies to keep you signed in and to remember your preferences, such as your language. You can manage cookie preferences in your account settings.',
      },
      rights: {
        title: 'Your choices',
        text: 'You can see, correct or delete your personal data, and close your account at any time, as provided by the Digital Personal Data Protection Act, 2023.',
      },
      contact: {
        title: 'Contact',
        text: 'Questions about privacy? Write to us through the Contact page and our grievance officer will reply.',
      },
    },
  },
  terms: {
    title: 'Terms & Conditions',
    sections: {
      membership: {
        title: 'Membership',
        text: 'Your membership continues month to month until you cancel. You must be 18 or older to hold an account.',
      },
      billing: {
        title: 'Billing and cancellation',
        text: 'The plan fee is charged in rupees at the start of each billing period. You can cancel at any time; access continues until the end of the period.',
      },
      refund: {
        title: '30-day money-back guarantee',
        text: 'If you are not satisfied within 30 days of first joining, contact us for a full refund of your first payment.',
      },
      use: {
        title: 'Using the service',
        text: 'The service is for personal, non-commercial use in India. Do not share your password outside your household or copy content.',
      },
      changes: {
        title: 'Changes to these terms',
        text: 'We may update these terms. We will tell you by email before important changes take effect.',
      },
    },
  },
  shipping: {
    title: 'Shipping & Delivery',
    sections: {
      digital: {
        title: 'A fully digital service',
        text: 'premieres is a streaming service. Nothing is shipped: there are no physical products and no delivery charges.',
      },
      access: {
        title: 'Instant access',
        text: 'Your membership starts as soon as your payment is confirmed, and you can start watching straight away on any supported device.',
      },
      gifts: {
        title: 'Gift cards',
        text: 'premieres gift cards are delivered digitally by email, usually within minutes of purchase.',
      },
      help: {
        title: 'Need help?',
        text: 'If you cannot access your membership after payment, contact our support team.',
      },
    },
  },
  speedTest: {
    title: 'Internet Speed Test',
    subtitle: 'Check whether your connection is fast enough for streaming.',
    start: 'Start Speed Test',
    running: 'Testing your connection…',
    again: 'Test Again',
    progress: 'Test progress',
    download: 'Download',
    upload: 'Upload',
    ping: 'Ping',
    mbps: '{{value}} Mbps',
    ms: '{{value}} ms',
    recommendationsTitle: 'Streaming recommendations',
    needs: '{{mbps}}+ Mbps',
    quality: {
      '4K': '4K Ultra HD',
      '1080p': '1080p Full HD',
      '720p': '720p HD',
      SD: 'Standard definition (SD)',
    },
    supports: 'Your connection supports {{quality}} streaming.',
    tooSlow: 'Your connection is too slow for streaming.',
    recommended: 'Your best quality',
  },
};

export type PagesStrings = typeof pagesEn;
