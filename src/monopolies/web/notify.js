// "Your turn" notifications for slow games: asked for on a click (browsers only ask on a
// user gesture), shown only while the tab is in the background, once per turn.

const told = new Set(); // "code:version" already notified

export function canNotify() {
  return typeof Notification !== "undefined";
}

/** Ask for permission (call from a click); resolves to whether notifications are on. */
export async function askToNotify() {
  if (!canNotify()) return false;
  if (Notification.permission === "default") await Notification.requestPermission();
  return Notification.permission === "granted";
}

/** Tell the player it is their turn, if the page is hidden and they allowed it. */
export function notifyTurn(room, you, version) {
  if (!canNotify() || Notification.permission !== "granted" || !document.hidden) return;
  if (you === null || you === undefined || room.status !== "playing" || room.to_act !== you) return;
  const key = `${room.code}:${version}`;
  if (told.has(key)) return;
  told.add(key);
  const note = new Notification("Your turn", { body: `${room.title} · room ${room.code}`, tag: `turn-${room.code}` });
  note.onclick = () => { window.focus(); note.close(); };
}
