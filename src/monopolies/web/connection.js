// One WebSocket to a room that says hello with the seat token and reconnects by itself
// (after a server restart or a network hiccup) with a growing pause. An unknown room
// (404) stops it for good; too many requests (429) waits as long as the server asks,
// then twice as long each time it is refused again.

import { retryAfterSeconds } from "./api.js";

const FIRST_DELAY = 500;
const MAX_DELAY = 60_000;

/** What a close or error says: 404 (no such room), 429 with seconds, or nothing. */
export function refusalOf(message) {
  const status = Number(message.status ?? message.code);
  if (status === 404 || status === 4404) return { status: 404 };
  if (status === 429 || status === 4429) {
    const wait = retryAfterSeconds(message.retry_after ?? message.retryAfter ?? null);
    const fromText = /retry[- ]after[^0-9]*(\d+)/i.exec(message.error || message.reason || "");
    return { status: 429, wait: wait ?? (fromText ? Number(fromText[1]) : null) };
  }
  return null;
}

export class Connection {
  constructor(code, token, onMessage, onStatus) {
    this.code = code;
    this.token = token;
    this.onMessage = onMessage;
    this.onStatus = onStatus;
    this.delay = FIRST_DELAY;
    this.wait = null; // seconds the server asked us to wait (429)
    this.stopped = false;
    this.open();
  }

  open() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const ws = new WebSocket(`${scheme}://${location.host}/ws/${this.code}`);
    this.ws = ws;
    this.onStatus("connecting");
    ws.onopen = () => {
      ws.send(JSON.stringify({ type: "hello", token: this.token || null }));
    };
    ws.onmessage = (event) => {
      const message = JSON.parse(event.data);
      if (message.type === "error" && this.refused(message)) return;
      if (message.type === "state") {
        this.delay = FIRST_DELAY;
        this.onStatus("connected");
      }
      this.onMessage(message);
    };
    ws.onclose = (event) => {
      if (!this.stopped && this.wait === null) this.refused({ code: event.code, reason: event.reason });
      if (this.stopped) return this.onStatus("closed");
      this.retry();
    };
  }

  /** Handles a refusal; true if the message was one (and the client now stops or waits). */
  refused(message) {
    const refusal = refusalOf(message);
    if (!refusal) return false;
    if (refusal.status === 404) {
      this.stopped = true;
      this.onStatus("no-room");
      this.onMessage({ type: "error", status: 404, error: "No such room" });
    } else {
      this.delay = Math.min(Math.max(this.delay * 2, (refusal.wait ?? 0) * 1000), MAX_DELAY);
      this.wait = this.delay / 1000;
    }
    return true;
  }

  retry() {
    const seconds = Math.ceil(this.delay / 1000);
    this.onStatus(this.wait !== null ? "rate-limited" : "reconnecting", seconds);
    this.wait = null;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.open(), this.delay);
    this.delay = Math.min(this.delay * 2, MAX_DELAY);
  }

  send(message) {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) {
      this.ws.send(JSON.stringify(message));
      return true;
    }
    return false;
  }

  reopen(token) {
    this.token = token;
    this.ws.onclose = null;
    this.ws.close();
    this.open();
  }

  close() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.ws.close();
  }
}
