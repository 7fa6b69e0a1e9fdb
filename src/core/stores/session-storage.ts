// sessionStorage helpers that survive environments without it (Node, private mode, full quota).
function store(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // access can throw when storage is blocked
  }
}

export function readSession<T>(key: string, fallback: T): T {
  try {
    const raw = store()?.getItem(key);
    return raw == null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeSession(key: string, value: unknown): void {
  try {
    store()?.setItem(key, JSON.stringify(value));
  } catch {
    // quota or privacy mode: the app still works, it just refetches after a reload
  }
}
