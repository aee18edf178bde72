import type { z } from 'zod';
import {
  avatarSettingsSchema, childVoiceSettingsSchema, customizationSchema, profileSchema, type Profile, type profilePatchSchema,
} from '../../../contract/users';
import type { UiLanguage } from '../../../contract/constants';
import type { Db } from '../../db/connection';
import type { ChildProfilesTable } from '../../db/schema';
import type { UsersService } from './service';

export type ValidProfilePatch = z.output<typeof profilePatchSchema>;

export interface ProfileService {
  get(childId: number): Promise<Profile>;
  update(childId: number, patch: ValidProfilePatch): Promise<Profile>;
  /** The child's UI language, for the companion's replies (cached: it is read on every message). */
  language(childId: number): Promise<UiLanguage | undefined>;
}

const EMPTY_PROFILE: Profile = {
  name: null, age: null, uiLanguage: null, learningLanguage: null, avatar: null, customization: null, voiceSettings: null,
};

/** A stored settings object read back through its schema; anything broken reads as unset. */
function readJson<S extends z.ZodType>(schema: S, text: string | null): z.output<S> | null {
  if (text === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function toProfile(row: ChildProfilesTable | undefined): Profile {
  if (!row) return EMPTY_PROFILE;
  const candidate = {
    name: row.name,
    age: row.age,
    uiLanguage: row.ui_language,
    learningLanguage: row.learning_language,
    avatar: readJson(avatarSettingsSchema, row.avatar),
    customization: readJson(customizationSchema, row.customization),
    voiceSettings: readJson(childVoiceSettingsSchema, row.voice_settings),
  };
  const parsed = profileSchema.safeParse(candidate);
  return parsed.success ? parsed.data : EMPTY_PROFILE;
}

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

export function createProfileService(db: Db, users: UsersService): ProfileService {
  const read = (childId: number) =>
    db.kysely.selectFrom('child_profiles').selectAll().where('user_id', '=', childId).executeTakeFirst();

  const languages = new Map<number, UiLanguage | undefined>();
  const LANGUAGE_CACHE_MAX = 10_000;

  return {
    async language(childId) {
      if (languages.has(childId)) return languages.get(childId);
      // Only the seven UI languages are ever stored (the PATCH validates), so the column reads as one.
      const language = ((await read(childId))?.ui_language ?? undefined) as UiLanguage | undefined;
      if (languages.size >= LANGUAGE_CACHE_MAX) languages.clear();
      languages.set(childId, language);
      return language;
    },
    async get(childId) {
      return toProfile(await read(childId));
    },
    async update(childId, patch) {
      const columns: Partial<ChildProfilesTable> = {};
      if (patch.name !== undefined) columns.name = patch.name;
      if (patch.age !== undefined) columns.age = patch.age;
      if (patch.uiLanguage !== undefined) columns.ui_language = patch.uiLanguage;
      if (patch.learningLanguage !== undefined) columns.learning_language = patch.learningLanguage;
      if (patch.avatar !== undefined) columns.avatar = json(patch.avatar);
      if (patch.customization !== undefined) columns.customization = json(patch.customization);
      if (patch.voiceSettings !== undefined) columns.voice_settings = json(patch.voiceSettings);
      const updatedAt = new Date().toISOString();
      await db.kysely
        .insertInto('child_profiles')
        .values({ user_id: childId, ...columns, updated_at: updatedAt })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...columns, updated_at: updatedAt }))
        .execute();
      if (patch.name !== undefined) await users.rename(childId, patch.name);
      languages.delete(childId);
      return toProfile(await read(childId));
    },
  };
}
