/** What a run builds for: readers (`production`: minified, analytics, no drafts) or an author (`development`). */
export type BuildMode = 'production' | 'development';
