// Telling a player that something happened or that they must act: the tab title, an
// optional sound (made with WebAudio, off until the player turns it on), and an ARIA live
// region that screen readers announce.

const SOUND_KEY = "monopolies:sound";
let audio = null;

export function soundOn() {
  return localStorage.getItem(SOUND_KEY) === "on";
}

export function setSound(on) {
  localStorage.setItem(SOUND_KEY, on ? "on" : "off");
  if (on) chime();
}

/** Two short rising notes. */
export function chime() {
  const Context = window.AudioContext || window.webkitAudioContext;
  if (!Context) return;
  audio = audio || new Context();
  const start = audio.currentTime;
  [660, 880].forEach((frequency, i) => {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + i * 0.14);
    gain.gain.exponentialRampToValueAtTime(0.15, start + i * 0.14 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.14 + 0.13);
    tone.connect(gain).connect(audio.destination);
    tone.start(start + i * 0.14);
    tone.stop(start + i * 0.14 + 0.14);
  });
}

export function setTitle(yourTurn, room, asked = false) {
  document.title = yourTurn ? `(!) ${asked ? "Your answer" : "Your turn"} — monopolies`
    : room ? `${room.title} · ${room.code} — monopolies` : "monopolies";
}

let region = null;
/** Says `text` to screen readers (polite: after what they are reading now). */
export function announce(text) {
  if (!region) {
    region = document.createElement("div");
    region.id = "announce";
    region.className = "sr-only";
    region.setAttribute("aria-live", "polite");
    region.setAttribute("role", "log");
    document.body.append(region);
  }
  if (!text) return;
  const line = document.createElement("p");
  line.textContent = text;
  region.append(line);
  while (region.childNodes.length > 5) region.firstChild.remove();
}
