import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { placePhotos } from '#server/db/schema';

export interface StoredPhoto {
  contentType: string;
  body: Buffer;
}

/** The `place_photos` table: photo bytes fetched once from Google, by key. */
export interface PlacePhotosRepository {
  findPhoto(key: string): Promise<StoredPhoto | undefined>;
  /** Keeps the first bytes stored under a key; a second save is ignored. */
  savePhoto(key: string, photo: StoredPhoto): Promise<void>;
  hasPhoto(key: string): Promise<boolean>;
}

export function createPlacePhotosRepository(db: Database): PlacePhotosRepository {
  return {
    async findPhoto(key) {
      const [row] = await db
        .select({ contentType: placePhotos.contentType, data: placePhotos.data })
        .from(placePhotos)
        .where(eq(placePhotos.key, key))
        .limit(1);
      return row ? { contentType: row.contentType, body: row.data } : undefined;
    },
    async savePhoto(key, photo) {
      await db
        .insert(placePhotos)
        .values({ key, contentType: photo.contentType, data: photo.body })
        .onConflictDoNothing();
    },
    async hasPhoto(key) {
      const [row] = await db
        .select({ key: placePhotos.key })
        .from(placePhotos)
        .where(eq(placePhotos.key, key))
        .limit(1);
      return row !== undefined;
    },
  };
}
