import { fireEvent, screen } from '@testing-library/react';
import { BrandLogo } from './BrandLogo';
import { FaqList } from './FaqList';
import { PageSpinner } from './PageSpinner';
import { StaticPage, StaticSection } from './StaticPage';
import { renderUi } from './test-utils';

test('PageSpinner announces loading', () => {
  renderUi(<PageSpinner />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
});

test('StaticPage shows its title, sections and a Back button', () => {
  renderUi(
    <StaticPage title="About premieres" subtitle="Who we are">
      <StaticSection title="Our promise">Cancel anytime.</StaticSection>
    </StaticPage>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'About premieres' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Our promise' })).toBeInTheDocument();
  expect(screen.getByText('Cancel anytime.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
});

test('FaqList opens an answer when its question is clicked', () => {
  renderUi(
    <FaqList
      items={[
        { id: 'a', question: 'What is premieres?', answer: 'A streaming service.' },
        { id: 'b', question: 'How do I cancel?', answer: 'Online, in two clicks.' },
      ]}
    />,
  );
  const question = screen.getByText('What is premieres?');
  const details = question.closest('details');
  expect(details).not.toHaveAttribute('open');
  fireEvent.click(question);
  expect(details).toHaveAttribute('open');
  expect(screen.getAllByRole('group')).toHaveLength(2);
});

test('BrandLogo shows the product name', () => {
  renderUi(<BrandLogo />);
  expect(screen.getByText('premieres')).toBeInTheDocument();
});
