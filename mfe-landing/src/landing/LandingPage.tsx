import { FaqSection } from './FaqSection';
import { FeaturesSection } from './FeaturesSection';
import { Footer } from './Footer';
import { Hero } from './Hero';
import { LandingStyles } from './LandingStyles';
import { MoneyBack } from './MoneyBack';
import { PlansSection } from './PlansSection';
import { TopBar } from './TopBar';
import { TrendingSection } from './TrendingSection';

/**
 * The visitor landing page (/, /home, /index). Plain elements and its own CSS, no Chakra: it is
 * the first page most visitors see, and @premieres/ui would double what they download.
 */
export function LandingPage() {
  return (
    <div className="lp">
      <LandingStyles />
      <TopBar />
      <main>
        <Hero />
        <TrendingSection />
        <PlansSection />
        <FeaturesSection />
        <FaqSection />
        <MoneyBack />
      </main>
      <Footer />
    </div>
  );
}
