/** Files under DATA_DIR hold mail with reset links, raw messages and keys: only the server's own user reads them. */
export const PRIVATE_FILE_MODE = 0o600;
/** Folders under DATA_DIR, DATA_DIR itself included. */
export const PRIVATE_FOLDER_MODE = 0o700;
