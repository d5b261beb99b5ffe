import type { AdminCategoriesStrings } from './categories.en';

export const adminCategoriesMl: AdminCategoriesStrings = {
  categories: {
    name: 'പേര്',
    description: 'വിവരണം',
    add: 'വിഭാഗം ചേർക്കുക',
    save: 'സേവ് ചെയ്യുക',
    empty: 'വിഭാഗങ്ങളൊന്നും കണ്ടെത്തിയില്ല. നിങ്ങളുടെ ആദ്യ വിഭാഗം ചേർക്കുക!',
    edit: '{{name}} എഡിറ്റ് ചെയ്യുക',
    delete: '{{name}} ഇല്ലാതാക്കുക',
    deleteTitle: 'ഈ വിഭാഗം ഇല്ലാതാക്കണോ?',
    deleteBody: '"{{name}}" എന്ന വിഭാഗം നീക്കം ചെയ്യപ്പെടും. ടൈറ്റിലുകളുടെ ജോണർ എഴുത്ത് അതേപടി നിലനിൽക്കും.',
  },
  // Its toasts (spec §8).
  toasts: {
    fetchCategoriesFailed: 'വിഭാഗങ്ങൾ ലഭ്യമാക്കാൻ കഴിഞ്ഞില്ല',
    categoryCreated: 'വിഭാഗം വിജയകരമായി സൃഷ്ടിച്ചു',
    categoryUpdated: 'വിഭാഗം വിജയകരമായി പുതുക്കി',
    categoryDeleted: 'വിഭാഗം വിജയകരമായി ഇല്ലാതാക്കി',
    saveCategoryFailed: 'വിഭാഗം സേവ് ചെയ്യാൻ കഴിഞ്ഞില്ല',
    deleteCategoryFailed: 'വിഭാഗം ഇല്ലാതാക്കാൻ കഴിഞ്ഞില്ല',
  },
};
