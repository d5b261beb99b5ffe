import { Box } from '@premieres/ui';
import { FaqSection } from './FaqSection';
import { FeaturesSection } from './FeaturesSection';
import { Footer } from './Footer';
import { Hero } from './Hero';
import { MoneyBack } from './MoneyBack';
import { PlansSection } from './PlansSection';
import { TopBar } from './TopBar';
import { TrendingSection } from './TrendingSection';

/** The visitor landing page (/, /home, /index). */
export function LandingPage() {
  return (
    <Box minHeight="100vh" bg="bg" color="fg">
      <TopBar />
      <Box as="main">
        <Hero />
        <TrendingSection />
        <PlansSection />
        <FeaturesSection />
        <FaqSection />
        <MoneyBack />
      </Box>
      <Footer />
    </Box>
  );
}
