// Categories seeded on first start; `id` is a readable slug so links stay stable across databases.
export interface SampleCategory {
  id: string;
  name: string;
  description: string;
}

export const SAMPLE_CATEGORIES: SampleCategory[] = [
  { id: 'action', name: 'Action', description: 'Stunts, chases and heroes who never back down.' },
  {
    id: 'sci-fi',
    name: 'Sci-Fi',
    description: 'Space missions, future cities and science stretched to its limits.',
  },
  {
    id: 'comedy',
    name: 'Comedy',
    description: 'Family mix-ups, small-town chaos and laugh-out-loud capers.',
  },
  { id: 'drama', name: 'Drama', description: 'Stories of families, love and loss that stay with you.' },
  { id: 'thriller', name: 'Thriller', description: 'Mysteries, conspiracies and edge-of-the-seat suspense.' },
  { id: 'romance', name: 'Romance', description: 'Love stories from every corner of India.' },
  { id: 'family', name: 'Family', description: 'Films the whole family can watch together.' },
  {
    id: 'documentary',
    name: 'Documentary',
    description: 'Real people, places and histories of the subcontinent.',
  },
];
