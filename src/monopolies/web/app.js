// The page router: "/" makes or finds a room, "/r/CODE" is a room, "/replay/CODE" a replay,
// "/learn" the guided first games.

import { showHome } from "./home.js";
import { showLearn } from "./learn.js";
import { showRoom } from "./room/index.js";
import { showReplay } from "./replay.js";

const main = document.getElementById("main");
const path = location.pathname;
const room = path.match(/^\/r\/([A-Za-z0-9-]+)\/?$/);
const replay = path.match(/^\/replay\/([A-Za-z0-9-]+)\/?$/);

if (room) showRoom(main, room[1].toUpperCase());
else if (replay) showReplay(main, replay[1].toUpperCase());
else if (/^\/learn\/?$/.test(path)) showLearn(main);
else showHome(main);
