// Kept apart from operators/cli.ts so the help text does not load the database driver.
export const CREATE_OPERATOR_USAGE = 'create-operator <email> <name> [support|finance|compliance|dealing|admin]  (password: OPERATOR_PASSWORD or asked)';
