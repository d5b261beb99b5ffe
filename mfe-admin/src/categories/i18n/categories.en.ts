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
  // Its toasts (spec §8).
  toasts: {
    fetchCategoriesFailed: 'Failed to fetch categories',
    categoryCreated: 'Category created successfully',
    categoryUpdated: 'Category updated successfully',
    categoryDeleted: 'Category deleted successfully',
    saveCategoryFailed: 'Failed to save category',
    deleteCategoryFailed: 'Failed to delete category',
  },
};

export type AdminCategoriesStrings = typeof adminCategoriesEn;
