// Every language folder (src/core/words/strings-<language>/) with each group's file imported, for the
// tools that read them (docs.ts, translations.ts). A regional folder ("fr-ca", "es-419") holds
// only the groups and keys where its shoppers' words differ from the base language's.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { STRING_GROUPS } from '../src/core/words/english-groups.ts';
import { catalogueChain } from '../src/core/words/language-tags.ts';

type Groups = Record<string, Record<string, string>>;

interface LanguageFolder {
  /** The folder's tag: "fr", "fr-ca", "pt-br". */
  readonly language: string;
  readonly groups: Groups;
  /** The catalogue a regional folder falls back to per key (its chain's first), if any. */
  readonly base: string | undefined;
}

const words = join(dirname(fileURLToPath(import.meta.url)), '..', 'src/core/words');

async function folderGroups(folder: string): Promise<Groups> {
  const groups: Groups = {};
  for (const group of Object.keys(STRING_GROUPS)) {
    const file = join(words, folder, `${group}.ts`);
    if (!existsSync(file)) continue;
    const module = (await import(pathToFileURL(file).href)) as { default: Record<string, string> };
    groups[group] = module.default;
  }
  return groups;
}

export async function languageFolders(): Promise<LanguageFolder[]> {
  const folders = readdirSync(words)
    .filter((name) => name.startsWith('strings-') && statSync(join(words, name)).isDirectory())
    .sort();
  const languages = folders.map((folder) => folder.slice('strings-'.length));
  const available = new Set(languages);
  return Promise.all(
    folders.map(async (folder, index) => {
      const language = languages[index] ?? '';
      const chain = catalogueChain(language, available);
      const base = chain.length > 1 && chain[0] !== language ? chain[0] : undefined;
      return { language, groups: await folderGroups(folder), base };
    }),
  );
}
