// The Categories tab: admin namespace strings loaded with it (src/i18n/parts.ts).
export const adminCategoriesEn = {
  categories: {
    name: 'Name',
    description: 'Description',
    add: 'Add category',
    save: 'Save',
    empty: 'No categories found. Add your first category!',
    edit: 'Edit {{name}}',
    delete: 'Delete {{name}}',
    deleteTitle: 'Delete this category?',
    deleteBody: 'The category "{{name}}" will be removed. Titles keep their genre text.',
  },
};

export type AdminCategoriesStrings = typeof adminCategoriesEn;
