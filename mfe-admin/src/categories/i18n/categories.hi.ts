import type { AdminCategoriesStrings } from './categories.en';

export const adminCategoriesHi: AdminCategoriesStrings = {
  categories: {
    name: 'नाम',
    description: 'विवरण',
    add: 'श्रेणी जोड़ें',
    save: 'सहेजें',
    empty: 'कोई श्रेणी नहीं मिली। अपनी पहली श्रेणी जोड़ें!',
    edit: '{{name}} संपादित करें',
    delete: '{{name}} हटाएँ',
    deleteTitle: 'यह श्रेणी हटाएँ?',
    deleteBody: 'श्रेणी "{{name}}" हटा दी जाएगी। शीर्षकों का शैली-पाठ बना रहेगा।',
  },
  // Its toasts (spec §8).
  toasts: {
    fetchCategoriesFailed: 'श्रेणियाँ लाने में विफल',
    categoryCreated: 'श्रेणी सफलतापूर्वक बनाई गई',
    categoryUpdated: 'श्रेणी सफलतापूर्वक अपडेट की गई',
    categoryDeleted: 'श्रेणी सफलतापूर्वक हटाई गई',
    saveCategoryFailed: 'श्रेणी सहेजने में विफल',
    deleteCategoryFailed: 'श्रेणी हटाने में विफल',
  },
};
