/**
 * Calculator input state, independent of React, by job:
 * - draft-path.ts: the draft (leaves as typed, in canonical units) and its dotted paths;
 * - url-state.ts: the draft in the query string, merged over the defaults;
 * - saved-state.ts: the draft in localStorage;
 * - unwritten-address.ts: the address a page was about to write when it was left (sessionStorage);
 * - issues.ts: zod's issues by path, for the fields.
 * Both the address and the saved copy are validated with the calculator's schema when read back.
 */
export { getAt, setAt, toDraft, type Draft, type DraftLeaf } from './draft-path';
export { draftFromQuery, draftToQuery, flattenDraft, inputKeys, LINK_EMPTY_LIST, LINK_NULL, mergeDraft, unflattenDraft } from './url-state';
export { readSaved, serializeSaved, type SavedState } from './saved-state';
export { parseUnwritten, queryToRead, serializeUnwritten, worthKeeping, type UnwrittenAddress } from './unwritten-address';
export { issuesByPath, type FieldIssue } from './issues';
