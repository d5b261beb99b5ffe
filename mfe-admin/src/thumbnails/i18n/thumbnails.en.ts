// The Thumbnail Manager tab: admin namespace strings loaded with it (src/i18n/parts.ts).
export const adminThumbnailsEn = {
  thumbnails: {
    intro: 'Titles rated 7 or more, or in Action, Sci-Fi, Comedy, Drama or Thriller.',
    choose: 'Poster file for {{title}}',
    upload: 'Upload',
    uploadAll: 'Upload all',
    done: 'Uploaded',
    empty: 'No titles match the thumbnail filter.',
  },
};

export type AdminThumbnailsStrings = typeof adminThumbnailsEn;
