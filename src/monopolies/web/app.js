// The page router: "/" makes or finds a room, "/r/CODE" is a room, "/replay/CODE" a replay,
// "/learn" the guided first games, "/p/ID" a profile and "/leaderboard/GAME" an edition's
// leaderboard.

import { showHome } from "./home.js";
import { showLearn } from "./learn.js";
import { showRoom } from "./room/index.js";
import { showReplay } from "./replay.js";
import { showLeaderboard, showProfile } from "./people.js";
import { myPlayerId } from "./api.js";

const main = document.getElementById("main");
const path = location.pathname;
const room = path.match(/^\/r\/([A-Za-z0-9-]+)\/?$/);
const replay = path.match(/^\/replay\/([A-Za-z0-9-]+)\/?$/);
const profile = path.match(/^\/p\/([A-Za-z0-9_-]+)\/?$/);
const board = path.match(/^\/leaderboard\/([a-z-]+)\/?$/);

// At a table the header's room for the game's own controls: no profile links there.
if (room) document.getElementById("people-nav")?.remove();

if (room) showRoom(main, room[1].toUpperCase());
else if (replay) showReplay(main, replay[1].toUpperCase());
else if (/^\/learn\/?$/.test(path)) showLearn(main);
else if (profile) showProfile(main, profile[1]);
else if (board) showLeaderboard(main, board[1]);
else showHome(main);

// The header's "Your profile": this browser's profile, its public id asked of the server only
// when first followed (a visitor who never plays gets no profile).
const mine = document.getElementById("my-profile");
const known = localStorage.getItem("monopolies:player");
if (mine && known) mine.setAttribute("href", `/p/${known}`);
mine?.addEventListener("click", async (event) => {
  if (known) return;
  event.preventDefault();
  try {
    location.href = `/p/${await myPlayerId()}`;
  } catch {
    location.href = "/";
  }
});
