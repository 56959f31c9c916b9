// The string groups' names and the type of a language's file for one, all derived from the one
// group table (english-groups.ts). Types only: nothing here reaches a bundle.
import type { STRING_GROUPS } from './english-groups.ts';
import type { TranslationOf } from './strings.ts';

type Groups = typeof STRING_GROUPS;

export type StringGroup = keyof Groups;
/** The groups a page may ask for besides `main`, which is always there. */
export type LazyStringGroup = Exclude<StringGroup, 'main'>;
/**
 * The groups an island may ask for: the template helpers' words never reach a browser, and the
 * owner console's reach only the owner entry (src/owner/words.ts).
 */
export type IslandStringGroup = Exclude<LazyStringGroup, 'template' | 'owner'>;

/** A language's file for one group (strings-fr/restock.ts: `Translation<'restock'>`). */
export type Translation<G extends StringGroup> = TranslationOf<Groups[G]['english']>;
