// One WebSocket to a room that says hello with the seat token and reconnects by itself
// (after a server restart or a network hiccup) with a growing pause.

export class Connection {
  constructor(code, token, onMessage, onStatus) {
    this.code = code;
    this.token = token;
    this.onMessage = onMessage;
    this.onStatus = onStatus;
    this.delay = 500;
    this.stopped = false;
    this.open();
  }

  open() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const ws = new WebSocket(`${scheme}://${location.host}/ws/${this.code}`);
    this.ws = ws;
    this.onStatus("connecting");
    ws.onopen = () => {
      this.delay = 500;
      ws.send(JSON.stringify({ type: "hello", token: this.token || null }));
      this.onStatus("connected");
    };
    ws.onmessage = (event) => {
      const message = JSON.parse(event.data);
      if (message.type === "error" && message.status === 404) this.stopped = true;
      this.onMessage(message);
    };
    ws.onclose = () => {
      if (this.stopped) return this.onStatus("closed");
      this.onStatus("reconnecting");
      setTimeout(() => this.open(), this.delay);
      this.delay = Math.min(this.delay * 2, 5000);
    };
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
    this.ws.close();
  }
}
