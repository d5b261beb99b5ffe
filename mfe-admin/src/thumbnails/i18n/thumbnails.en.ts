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
  // Its toasts (spec §8).
  toasts: {
    thumbnailUploaded: 'Thumbnail uploaded successfully',
    thumbnailFailed: 'Failed to upload thumbnail',
    thumbnailsUploaded: 'Uploaded {{count}} thumbnails successfully',
    someUploadsFailed: 'Some uploads failed. Please check individual items.',
    noFilesTitle: 'No files selected',
    noFilesText: 'Please select thumbnail files to upload',
  },
};

export type AdminThumbnailsStrings = typeof adminThumbnailsEn;
