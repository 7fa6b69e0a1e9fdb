// Kept apart from operators/cli.ts so the help text does not load the database driver.
export const CREATE_OPERATOR_USAGE = 'create-operator <email> <name> [support|finance|compliance|dealing|admin]  (password: OPERATOR_PASSWORD or asked)';
export const RESEAL_SECRETS_USAGE = 'reseal-secrets  (moves the sealed authenticator keys from SECRET_KEY_PREVIOUS to SECRET_KEY; DATA_DIR or DATABASE_URL)';
