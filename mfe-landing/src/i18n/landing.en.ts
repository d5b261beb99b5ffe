import { MESSAGES, PLANS, type PlanId } from '@premieres/contracts';

// English strings of the landing page (namespace 'landing'). Plan texts and rule messages come
// from @premieres/contracts so that the English wording lives in one place.

const planStrings = (id: PlanId) => {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return { name: plan.name, cta: plan.cta };
};

export const landingEn = {
  topBar: { signIn: 'Sign In', homeLink: 'premieres home' },
  hero: {
    headline: 'Unlimited movies, premieres and more',
    startsAt: 'Starts at ₹{{price}}. Cancel anytime.',
    play: 'Play',
    addToList: 'Add to List',
    moreInfo: 'More Info',
  },
  emailBox: {
    prompt: 'Ready to watch? Enter your email to create or restart your membership.',
    label: 'Email address',
    placeholder: 'Email address',
  },
  // Contracts' messages by id (`rules.<id>`): the e-mail box's rule.
  rules: {
    email: {
      invalid: MESSAGES['email.invalid'],
      formatInvalid: MESSAGES['email.formatInvalid'],
      tooLong: MESSAGES['email.tooLong'],
    },
  },
  plans: {
    title: 'Choose the plan that’s right for you',
    subtitle: 'Switch plans or cancel anytime. Prices include GST.',
    perMonth: '/month',
    price: '₹{{price}}',
    mostPopular: 'Most Popular',
    basic: planStrings('basic'),
    standard: planStrings('standard'),
    premium: planStrings('premium'),
  },
  trending: { title: 'Trending Now', rank: '#{{position}}' },
  features: {
    title: 'More reasons to join',
    tv: {
      title: 'Enjoy on your TV',
      text: 'Watch on smart TVs, Fire TV, Chromecast, Apple TV, PlayStation, Xbox and more.',
    },
    offline: {
      title: 'Download your shows to watch offline',
      text: 'Save your favourites easily and always have something to watch, even on a train with no signal.',
    },
    everywhere: {
      title: 'Watch everywhere',
      text: 'Stream unlimited movies and premieres on your phone, tablet, laptop and TV, available in 190+ countries.',
    },
    kids: {
      title: 'Create profiles for kids',
      text: 'Send kids on adventures with their favourite characters in a space made just for them, free with your membership.',
    },
  },
  faq: {
    title: 'Frequently Asked Questions',
    whatIs: {
      q: 'What is premieres?',
      a: 'premieres is a streaming service with a wide range of award-winning movies, premieres, Indian and international series, documentaries and more, on thousands of internet-connected devices.',
    },
    cost: {
      q: 'How much does premieres cost?',
      a: 'Watch premieres on your smartphone, tablet, smart TV, laptop or streaming device, all for one fixed monthly fee. Plans range from ₹159 to ₹649 a month. No extra costs, no contracts.',
    },
    where: {
      q: 'Where can I watch?',
      a: 'Watch anywhere, anytime. Sign in with your premieres account on the web or on any device that runs the premieres app, including smart TVs, smartphones, tablets and streaming players.',
    },
    cancel: {
      q: 'How do I cancel?',
      a: 'premieres is flexible. There are no contracts and no cancellation fees. Cancel online in two clicks from your account settings.',
    },
    what: {
      q: 'What can I watch on premieres?',
      a: 'premieres has an extensive library of feature films, premieres, series, anime and documentaries in Hindi, Malayalam, Tamil, Telugu, English and more. Watch as much as you want, anytime you want.',
    },
    kids: {
      q: 'Is premieres good for kids?',
      a: 'The kids experience is included in your membership and gives parents control while kids enjoy family-friendly movies and shows in their own space.',
    },
  },
  moneyBack: {
    title: '{{days}}-day money-back guarantee',
    text: 'Try premieres risk-free. If you are not happy within {{days}} days of joining, we will refund your first payment in full.',
  },
  footer: {
    questions: 'Questions? Call',
    phone: '000-800-919-1743',
    faq: 'FAQ',
    help: 'Help Centre',
    account: 'Account',
    mediaCentre: 'Media Centre',
    careers: 'Careers',
    giftCards: 'Gift Cards',
    privacy: 'Privacy',
    terms: 'Terms of Use',
    shipping: 'Shipping & Delivery',
    about: 'About Us',
    contact: 'Contact Us',
    speedTest: 'Speed Test',
    country: 'premieres India',
    copyright: '© {{year}} premieres. All rights reserved.',
  },
};

export type LandingStrings = typeof landingEn;
