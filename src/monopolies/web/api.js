// HTTP calls to the server, and where a browser keeps its seat tokens (localStorage).

export async function call(method, path, body) {
  const response = await fetch(path, {
    method,
    headers: body ? { "Content-Type": "application/json" } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const data = await response.json().catch(() => ({}));
  if (!response.ok) {
    const detail = Array.isArray(data.detail)
      ? data.detail.map((d) => `${d.loc.slice(1).join(".")}: ${d.msg}`).join("; ")
      : data.detail;
    throw new Error(detail || `request failed (${response.status})`);
  }
  return data;
}

const KEY = (code) => `monopolies:seat:${code}`;

export function savedSeat(code) {
  try {
    return JSON.parse(localStorage.getItem(KEY(code)) || "null");
  } catch {
    return null;
  }
}

export function saveSeat(code, seat, token) {
  localStorage.setItem(KEY(code), JSON.stringify({ seat, token }));
}

export function savedName() {
  return localStorage.getItem("monopolies:name") || "";
}

export function saveName(name) {
  localStorage.setItem("monopolies:name", name);
}

let gamesCache = null;
export async function games() {
  gamesCache = gamesCache || (await call("GET", "/api/games"));
  return gamesCache;
}

const cardCache = {};
export async function cards(game) {
  if (!cardCache[game]) {
    const list = await call("GET", `/api/games/${encodeURIComponent(game)}/cards`);
    cardCache[game] = Object.fromEntries(list.map((c) => [c.id, c]));
  }
  return cardCache[game];
}
