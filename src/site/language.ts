/**
 * The language the pages are written in: the layout's `<html lang>`, the
 * web manifest's and the linked data's, the search index's. Words quoted in
 * another language are marked with theirs (`Site.quotedLanguage`).
 */
export const PAGE_LANGUAGE = 'en';
