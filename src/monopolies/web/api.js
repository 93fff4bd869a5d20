// HTTP calls to the server, and where a browser keeps its seat tokens (localStorage).
// A refusal is an ApiError carrying the status and, for 429, the seconds to wait.

export class ApiError extends Error {
  constructor(message, status, retryAfter, reason = null) {
    super(message);
    this.status = status;
    this.retryAfter = retryAfter;
    this.reason = reason; // the server's reason code (docs/server.md, "Limits")
  }
}

/** Seconds from a Retry-After header (seconds or an HTTP date); null when absent. */
export function retryAfterSeconds(value) {
  if (value === null || value === undefined || value === "") return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const when = Date.parse(value);
  return Number.isNaN(when) ? null : Math.max(0, Math.round((when - Date.now()) / 1000));
}

export function refusal(status, detail, retryAfter, reason = null) {
  if (status === 404) return new ApiError("No such room", 404, null, reason);
  if (status === 429) {
    const wait = retryAfter ?? 5;
    return new ApiError(`Too many requests — try again in ${Math.ceil(wait)} s`, 429, wait, reason);
  }
  return new ApiError(detail || `request failed (${status})`, status, retryAfter, reason);
}

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
    const wait = retryAfterSeconds(response.headers.get("Retry-After"));
    if (response.status === 404 && !path.startsWith("/api/rooms/")) {
      throw new ApiError(detail || "not found", 404, null);
    }
    throw refusal(response.status, detail, wait, data.reason || null);
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
  localStorage.setItem(KEY(code), JSON.stringify({ seat, token, at: Date.now() }));
}

export function forgetSeat(code) {
  localStorage.removeItem(KEY(code));
}

/** The rooms this browser holds a seat in, newest first: [{code, seat, at}]. */
export function savedRooms() {
  const rooms = [];
  for (let i = 0; i < localStorage.length; i++) {
    const name = localStorage.key(i);
    if (!name.startsWith("monopolies:seat:")) continue;
    const code = name.slice("monopolies:seat:".length);
    const kept = savedSeat(code);
    if (kept && Number.isInteger(kept.seat)) rooms.push({ code, seat: kept.seat, at: kept.at || 0 });
  }
  return rooms.sort((a, b) => b.at - a.at);
}

export function savedName() {
  return localStorage.getItem("monopolies:name") || "";
}

export function saveName(name) {
  localStorage.setItem("monopolies:name", name);
}

const PLAYER_KEY = "monopolies:key";

/** The secret key this browser keeps (made on first use): seats taken with it count for the
 * profile and ratings of whoever holds it. Never shown; the server keeps only its hash. */
export function playerKey() {
  let key = localStorage.getItem(PLAYER_KEY);
  if (!key) {
    const bytes = crypto.getRandomValues(new Uint8Array(24));
    key = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
    localStorage.setItem(PLAYER_KEY, key);
  }
  return key;
}

/** This browser's public player id (for its profile link), asked of the server once. */
export async function myPlayerId() {
  const kept = localStorage.getItem("monopolies:player");
  if (kept) return kept;
  const { id } = await call("POST", "/api/players", { key: playerKey(), name: savedName() || null });
  localStorage.setItem("monopolies:player", id);
  return id;
}

let gamesCache = null;
export async function games() {
  gamesCache = gamesCache || (await call("GET", "/api/games"));
  return gamesCache;
}

export async function game(id) {
  return (await games()).find((g) => g.id === id);
}

const cardCache = {};
export async function cards(id) {
  if (!cardCache[id]) {
    const list = await call("GET", `/api/games/${encodeURIComponent(id)}/cards`);
    cardCache[id] = Object.fromEntries(list.map((c) => [c.id, c]));
  }
  return cardCache[id];
}
