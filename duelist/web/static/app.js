/* duelist: lobby and duel board over the WebSocket game protocol (docs/web.md).
   Plain JavaScript, no build step. The page shows only what the server sends:
   the view and log of this seat (or the public ones for a spectator). */
"use strict";

const $ = (id) => document.getElementById(id);
const el = (tag, cls, text) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = text;
  return e;
};

const S = {
  ws: null, open: false, queue: [],
  room: null, seat: null, token: null,
  state: null, cards: {}, lp: [null, null],
  lastAsked: -1, significantSeen: 0, significantAtAsk: -1,
  logDuel: null, logIndex: 0,     // the duel (a match's number) and index in its log of the next event
  playback: null, pbStep: 0,
};

const PHASES = {draw: "Draw Phase", standby: "Standby Phase", main1: "Main Phase 1", battle: "Battle Phase",
  main2: "Main Phase 2", end: "End Phase"};
const QUIET = new Set(["phase", "step", "turn", "turn_end", "shuffle", "new_duel"]);

// ------------------------------------------------------------------ connection
function connect() {
  const proto = location.protocol === "https:" ? "wss:" : "ws:";
  const ws = new WebSocket(proto + "//" + location.host + "/ws");
  S.ws = ws;
  ws.onopen = () => {
    S.open = true;
    setConn("online", true);
    send({type: "decks"});
    send({type: "rooms"});
    if (S.room && S.token) send({type: "resume", room: S.room, token: S.token});
    else if (S.room && S.seat === null && !S.playback) send({type: "spectate", room: S.room});
    else routeFromHash();
    const q = S.queue; S.queue = [];
    q.forEach(send);
  };
  ws.onmessage = (ev) => onMessage(JSON.parse(ev.data));
  ws.onclose = () => {
    S.open = false;
    setConn("offline: reconnecting…", false);
    setTimeout(connect, 1000);
  };
}

function send(msg) {
  if (S.open && S.ws.readyState === 1) S.ws.send(JSON.stringify(msg));
  else S.queue.push(msg);
}

function setConn(text, ok) {
  const c = $("conn");
  c.textContent = text;
  c.classList.toggle("bad", !ok);
}

function onMessage(m) {
  switch (m.type) {
    case "decks": fillLobby(m); break;
    case "rooms": fillRooms(m.rooms); break;
    case "deck_check": showDeckCheck(m); break;
    case "joined": onJoined(m); break;
    case "left": onLeft(m); break;
    case "state": onState(m); break;
    case "log_patch": onLogPatch(m); break;
    case "chat": onChat(m); break;
    case "replay": downloadJSON(m.replay, "duel-" + m.room + ".json"); break;
    case "error": showError(m.message, m.reply_to); break;
    default: break;
  }
}

function showError(text, replyTo) {
  if (S.room) {
    const line = el("li", "log-error", "⚠ " + text);
    $("log").appendChild(line);
    line.scrollIntoView({block: "nearest"});
    if (replyTo === "resume" || replyTo === "spectate") {   // a stale link or token
      localStorage.removeItem("duelist-seat-" + S.room);
      S.room = null; S.token = null; showLobby(); $("lobby-error").textContent = text;
    }
  } else {
    $("lobby-error").textContent = text;
  }
}

// ------------------------------------------------------------------ lobby
function fillLobby(m) {
  const fill = (sel, items, keep) => {
    const box = $(sel);
    if (box.dataset.filled) return;
    box.dataset.filled = "1";
    items.forEach((it) => { const o = el("option", null, it); o.value = it; box.appendChild(o); });
    if (keep && items.includes(keep)) box.value = keep;
  };
  fill("bundled", ["(paste or file)"].concat(m.decks), "yugi-starter");
  fill("ai-deck", m.decks, "kaiba-starter");
  fill("rules", m.rules, "MR5");
  fill("banlist", m.banlists);
  fill("ai", m.agents, "greedy");
  if (!$("deck-text").value && $("bundled").value !== "(paste or file)") $("deck-text").value = $("bundled").value;
}

function fillRooms(rooms) {
  const list = $("room-list");
  list.textContent = "";
  if (!rooms.length) { list.appendChild(el("li", "hint", "No listed rooms. Create one, or join with a code.")); return; }
  rooms.forEach((r) => {
    const li = el("li");
    const who = r.players.map((p) => p || "(free seat)").join(" vs ");
    li.appendChild(el("span", null, `${who} · ${r.rules}${r.banlist ? " · " + r.banlist : ""}${r.match ? " · best of 3" : ""} · ${r.status}`));
    if (r.status === "waiting" && !r.players[1]) {
      const b = el("button", null, "join"); b.onclick = () => { $("join-code").value = r.room; joinRoom(); }; li.appendChild(b);
    }
    const w = el("button", null, "watch"); w.onclick = () => spectate(r.room); li.appendChild(w);
    list.appendChild(li);
  });
}

function deckText() { return $("deck-text").value.trim(); }
function deckName() { return S.deckFile || "deck"; }

function showDeckCheck(m) {
  const ul = $("deck-problems");
  ul.textContent = "";
  $("deck-ok").textContent = m.ok ? `legal (Main ${m.sizes[0]}, Extra ${m.sizes[1]}, Side ${m.sizes[2]})` : "";
  (m.problems || []).forEach((p) => ul.appendChild(el("li", null, p)));
}

function codeFrom(text) {
  text = text.trim();
  const i = text.indexOf("#room=");
  return i >= 0 ? decodeURIComponent(text.slice(i + 6)) : text;
}

function createRoom() {
  $("lobby-error").textContent = "";
  send({type: "create", deck: deckText(), deck_name: deckName(), name: $("player-name").value,
    rules: $("rules").value, banlist: $("banlist").value || null, match: $("format").value === "match",
    time_limit: $("format").value === "match" && $("time-limit").value ? parseInt($("time-limit").value, 10) : null,
    opponent: $("opponent").value, ai: $("ai").value, ai_deck: $("ai-deck").value, listed: $("listed").checked});
}

function joinRoom() {
  $("lobby-error").textContent = "";
  const code = codeFrom($("join-code").value);
  if (!code) { $("lobby-error").textContent = "Type a room code or paste its link."; return; }
  send({type: "join", room: code, deck: deckText(), deck_name: deckName(), name: $("player-name").value});
}

function spectate(code) {
  code = codeFrom(code || $("join-code").value);
  if (!code) { $("lobby-error").textContent = "Type a room code or paste its link."; return; }
  S.room = code; S.seat = null; S.token = null;
  send({type: "spectate", room: code});
}

function onJoined(m) {
  S.room = m.room; S.seat = m.seat;
  if (m.token) { S.token = m.token; localStorage.setItem("duelist-seat-" + m.room, m.token); }
  resetBoard();
  $("chat").textContent = "";
  $("chat-panel").hidden = false;
  history.replaceState(null, "", "#room=" + encodeURIComponent(m.room));
  showGame();
}

function onChat(m) {
  if (m.room !== S.room) return;
  const you = S.seat !== null && S.seat !== undefined && m.seat === S.seat;
  const line = el("li", m.seat === null ? "chat-spectator" : "chat-player");
  line.appendChild(el("b", null, m.name + (you ? " (you)" : "") + ": "));
  line.appendChild(document.createTextNode(m.text));
  $("chat").appendChild(line);
  line.scrollIntoView({block: "nearest"});
}

function onLeft() {
  if (S.room) localStorage.removeItem("duelist-seat-" + S.room);
  S.room = null; S.seat = null; S.token = null; S.state = null;
  history.replaceState(null, "", location.pathname);
  showLobby();
  send({type: "rooms"});
}

function routeFromHash() {
  const h = location.hash;
  if (!h.startsWith("#room=")) return;
  const code = decodeURIComponent(h.slice(6));
  const token = localStorage.getItem("duelist-seat-" + code);
  $("join-code").value = code;
  if (token) { S.room = code; S.token = token; send({type: "resume", room: code, token: token}); }
}

function showGame() {
  $("lobby").hidden = true; $("game").hidden = false; $("room-bar").hidden = false;
  $("room-code").textContent = S.room || "replay";
}

function showLobby() {
  $("lobby").hidden = false; $("game").hidden = true; $("room-bar").hidden = true;
  $("playback-bar").hidden = true; S.playback = null;
}

function resetBoard() {
  $("log").textContent = ""; S.lp = [null, null]; S.lastAsked = -1;
  S.significantSeen = 0; S.significantAtAsk = -1; S.state = null;
  S.logDuel = null; S.logIndex = 0;
}

// ------------------------------------------------------------------ state
function onState(m) {
  if (m.room !== S.room) return;
  Object.assign(S.cards, m.cards || {});
  S.state = m;
  S.stateAt = Date.now();
  (m.log || []).forEach((e) => {
    if (!QUIET.has(e.type)) S.significantSeen += 1;
    if (e.type === "new_duel") {
      addLog("===== Duel " + e.duel + " =====", "duel-mark");
      S.logDuel = e.duel; S.logIndex = 0;
      return;
    }
    const line = e.text ? addLog(e.text, "ev-" + e.type) : null;
    if (line) line.dataset.at = logKey(S.logDuel, S.logIndex);
    S.logIndex += 1;
  });
  render(m);
  maybeAutoPass(m);
}

function addLog(text, cls) {
  const log = $("log");
  const line = el("li", cls, text);
  log.appendChild(line);
  while (log.children.length > 600) log.removeChild(log.firstChild);
  log.scrollTop = log.scrollHeight;
  return line;
}

function logKey(duel, index) { return (duel === null || duel === undefined ? "" : duel) + ":" + index; }

// events the engine replaced after sending them (a token's zone, chosen afterwards): the line
// of each is rewritten in place (a line already scrolled out of the 600 kept is left alone)
function onLogPatch(m) {
  if (m.room !== S.room) return;
  (m.events || []).forEach((p) => {
    const line = $("log").querySelector('li[data-at="' + logKey(m.duel, p.index) + '"]');
    if (line && p.event && p.event.text) {
      line.textContent = p.event.text;
      line.className = "ev-" + p.event.type;
    }
  });
}

function maybeAutoPass(m) {
  const req = m.request;
  if (!req || m.n === S.lastAsked) return;     // the same decision sent again (a reconnect)
  S.lastAsked = m.n;
  if (req.kind !== "chain") { S.significantAtAsk = S.significantSeen; return; }
  const pass = req.options.find((o) => o.kind === "pass");
  const mode = $("autopass").value;
  if (!pass || mode === "never") { S.significantAtAsk = S.significantSeen; return; }
  const nothingNew = S.significantAtAsk === S.significantSeen;
  if (mode === "always" || (mode === "new" && nothingNew)) {
    addLog("(auto-pass)", "hint");
    answer(pass.id);
  } else {
    S.significantAtAsk = S.significantSeen;
  }
}

function answer(id) {
  const m = S.state;
  if (!m || !m.request) return;
  hideMenu();
  send({type: "answer", option: id, n: m.n});
  m.request = null;
  renderOptions(m);
}

// ------------------------------------------------------------------ board
function me() { return S.seat === null || S.seat === undefined ? 0 : S.seat; }

function render(m) {
  const names = (m.players || []).map((p, i) => (p ? p.name : "(free seat)") + (i === S.seat ? " (you)" : ""));
  const st = m.status === "waiting" ? "waiting for an opponent: send them the link" : m.status;
  $("room-status").textContent = (S.seat === null ? "watching · " : "") + st;
  $("replay-btn").hidden = !m.result;
  const seated = S.seat !== null && S.seat !== undefined && !S.playback;
  const running = m.status === "playing" && !m.result;
  $("concede-btn").hidden = !(seated && running && m.view);
  $("concede-match-btn").hidden = !(seated && running && m.settings && m.settings.match);
  const rm = m.rematch;
  const again = $("rematch-btn");
  again.hidden = !(seated && m.status === "finished" && rm && !rm.room);
  if (!again.hidden) {
    const mine = rm.asked[S.seat], theirs = rm.asked[1 - S.seat];
    again.disabled = !!mine;
    again.textContent = mine ? "rematch asked: waiting" : (theirs ? "accept rematch" : "rematch");
  }
  // made while this page was away: its seat's token holds the new room too
  if (seated && rm && rm.room && S.token && S.room !== rm.room) send({type: "resume", room: rm.room, token: S.token});
  const v = m.view;
  renderTurn(m, v, names);
  renderBoard(v, names, m);
  renderChain(v);
  renderResult(m, names);
  renderOptions(m);
  renderClock();
}

const CLAIM_AFTER = 180;   // seconds an opponent may be away before the win is claimed (rooms.py ABSENT_SECONDS)

function renderClaim() {
  const m = S.state, b = $("claim-btn");
  const seated = S.seat !== null && S.seat !== undefined && !S.playback;
  const other = m && seated && m.players ? m.players[1 - S.seat] : null;
  if (!m || !seated || m.status !== "playing" || m.result || !other || other.online || other.kind !== "person") {
    b.hidden = true; return;
  }
  const away = (other.away || 0) + (Date.now() - S.stateAt) / 1000;
  b.hidden = away < CLAIM_AFTER;
}

function renderClock() {
  renderClaim();
  const m = S.state;
  const box = $("clock-info");
  if (!m || !m.match || m.match.time_left === null || m.match.time_left === undefined || S.playback) { box.textContent = ""; return; }
  if (m.match.time_up || m.result) { box.textContent = m.match.time_up ? "· time called" : ""; return; }
  const left = Math.max(0, m.match.time_left - (Date.now() - S.stateAt) / 1000);
  const mm = Math.floor(left / 60), ss = Math.floor(left % 60);
  box.textContent = `· time left ${mm}:${ss < 10 ? "0" : ""}${ss}`;
}

function renderTurn(m, v, names) {
  if (!v) {
    $("turn-info").textContent = m.match ? `Match: ${m.match.wins[0]}-${m.match.wins[1]}` : "";
    $("phase-info").textContent = m.status === "waiting" ? "The duel starts when a second player joins." : "";
  } else {
    const whose = v.turn_player === null || v.turn_player === undefined ? "" : names[v.turn_player];
    $("turn-info").textContent = v.turn ? `Turn ${v.turn} · ${whose}` : "Before the first turn";
    $("phase-info").textContent = (PHASES[v.phase] || "") + (v.step ? " · " + v.step.replace(/_/g, " ") : "")
      + (m.match ? ` · match ${m.match.wins[0]}-${m.match.wins[1]}` : "");
  }
  const w = m.waiting_for;
  $("waiting-info").textContent = w === null || w === undefined || m.result ? "" :
    (w === S.seat ? "· your decision" : "· " + names[w] + " is deciding");
}

function facts(code) { return code !== undefined ? S.cards[String(code)] : null; }

function kindClass(f) {
  if (!f) return "k-unknown";
  if (f.type === "Spell") return "k-spell";
  if (f.type === "Trap") return "k-trap";
  const k = f.kinds || [];
  for (const x of ["Token", "Fusion", "Ritual", "Synchro", "Xyz", "Link"]) if (k.includes(x)) return "k-" + x.toLowerCase();
  return k.includes("Normal") ? "k-normal" : "k-effect";
}

function cardEl(c, where) {
  // c: a card as the view shows it ({uid, code?, name?, position?, atk?, def?})
  const f = c && c.code !== undefined ? facts(c.code) : null;
  const d = el("div", "card");
  d.dataset.uid = c ? c.uid : "";
  if (!f) {
    d.classList.add("back");
    d.appendChild(el("span", "back-mark", c && c.position === "set" ? "SET" : ""));
  } else {
    d.classList.add(kindClass(f));
    if (c.position === "set" || c.position === "facedown") d.classList.add("own-set");
    d.appendChild(el("div", "c-name", f.name));
    const line = el("div", "c-line");
    if (f.type === "Monster") {
      const lvl = f.link ? "LINK-" + f.link : f.rank ? "☆" + f.rank : "★" + f.level;
      line.textContent = (f.attribute || "") + " " + lvl;
    } else {
      line.textContent = (f.property || "") + " " + f.type;
    }
    d.appendChild(line);
    if (f.type === "Monster") {
      const atk = c.atk !== undefined ? c.atk : f.atk;
      const def = c.def !== undefined ? c.def : f.def;
      const stats = el("div", "c-stats", `${atk === null ? "?" : atk}/${f.link ? "-" : (def === null ? "?" : def)}`);
      if (c.atk !== undefined && f.atk !== null && c.atk !== f.atk) stats.classList.add(c.atk > f.atk ? "up" : "down");
      d.appendChild(stats);
    }
  }
  if (c && (c.position === "defense" || (c.position === "set" && where === "monster"))) d.classList.add("def");
  d.addEventListener("mouseenter", () => showDetails(c));
  d.addEventListener("click", (ev) => { ev.stopPropagation(); showDetails(c); cardMenu(c, d); });
  return d;
}

function showDetails(c) {
  const box = $("details");
  box.textContent = "";
  const f = c && c.code !== undefined ? facts(c.code) : null;
  if (!f) { box.appendChild(el("p", "hint", "A face-down card: its identity is hidden.")); return; }
  box.appendChild(el("h3", null, f.name));
  let line;
  if (f.type === "Monster") {
    const lvl = f.link ? "Link " + f.link : f.rank ? "Rank " + f.rank : "Level " + f.level;
    line = `${f.attribute} · ${lvl} · ${f.race} / ${(f.kinds || []).join(" / ")} · ATK ${f.atk === null ? "?" : f.atk}` +
      (f.link ? "" : ` / DEF ${f.def === null ? "?" : f.def}`);
    if (c.atk !== undefined) line += ` (now ${c.atk}/${c.def})`;
  } else {
    line = `${f.property || ""} ${f.type}`;
  }
  box.appendChild(el("p", "facts", line));
  box.appendChild(el("p", null, f.description || "(no description)"));
  box.appendChild(el("p", "hint", "Passcode " + f.code));
}

function zone(label, card, where, extraCls, pick) {
  const z = el("div", "zone " + (extraCls || ""));
  z.appendChild(el("span", "z-label", label));
  if (card) z.appendChild(cardEl(card, where));
  if (pick) {
    // a `zone` request: this zone is one of the options; clicking it answers
    z.classList.add("pickable");
    z.title = pick.label;
    z.onclick = (ev) => { ev.stopPropagation(); answer(pick.id); };
  }
  return z;
}

// the option of a pending `zone` request that names this zone (prefix: "Monster Zone",
// "Spell & Trap Zone" or "Extra Monster Zone"; n: the zone number; theirs: the opponent's field)
function zoneOption(prefix, n, theirs) {
  const req = S.state && S.state.request;
  if (!req || req.kind !== "zone") return null;
  const named = (o) => (o.name || "").startsWith(prefix) ||
    (prefix === "Spell & Trap Zone" && (o.name || "").includes("Pendulum Zone (Spell & Trap Zone"));   // the end zones (MR4+)
  return req.options.find((o) => o.zone === n && named(o) &&
    (o.name || "").endsWith("(opponent's field)") === theirs) || null;
}

function pile(label, count, cards, title) {
  const p = el("button", "pile");
  p.type = "button";
  p.appendChild(el("span", "p-label", label));
  p.appendChild(el("span", "p-count", String(count)));
  if (cards) {
    p.onclick = () => openPile(title, cards);
    const top = cards.length ? cards[cards.length - 1] : null;
    if (top && top.code !== undefined && facts(top.code)) p.title = "top: " + facts(top.code).name;
  } else {
    p.disabled = true;
  }
  return p;
}

function openPile(title, cards) {
  $("pile-title").textContent = `${title} (${cards.length})`;
  const box = $("pile-cards");
  box.textContent = "";
  if (!cards.length) box.appendChild(el("p", "hint", "empty"));
  cards.slice().reverse().forEach((c) => box.appendChild(cardEl(c, "pile")));
  $("pile").showModal();
}

function side(v, p, names, top) {
  const s = v.players[p];
  const wrap = el("div", "side " + (top ? "top" : "bottom"));
  const info = el("div", "info");
  const lp = el("div", "lp", "LP " + s.lp);
  const before = S.lp[p];
  if (before !== null && before !== s.lp) {
    lp.classList.add(s.lp < before ? "lp-down" : "lp-up");
    info.appendChild(el("span", "lp-delta " + (s.lp < before ? "lp-down" : "lp-up"), (s.lp > before ? "+" : "") + (s.lp - before)));
  }
  S.lp[p] = s.lp;
  info.insertBefore(lp, info.firstChild);
  info.insertBefore(el("div", "who", names[p]), info.firstChild);
  const extraCount = Array.isArray(s.extra) ? s.extra.length : s.extra;
  const piles = el("div", "piles");
  piles.appendChild(pile("Deck", s.deck, null));
  piles.appendChild(pile("Extra", extraCount, Array.isArray(s.extra) ? s.extra : (s.extra_face_up || []).length ? s.extra_face_up : null,
    names[p] + (Array.isArray(s.extra) ? ": Extra Deck" : ": Extra Deck (face-up cards)")));
  piles.appendChild(pile("GY", s.grave.length, s.grave, names[p] + ": Graveyard"));
  piles.appendChild(pile("Banished", s.banished.length, s.banished, names[p] + ": banished"));
  info.appendChild(piles);

  const monsters = el("div", "row5 monsters");
  const theirs = p !== me();
  s.monsters.forEach((c, i) => monsters.appendChild(zone("M" + (i + 1), c, "monster", "", zoneOption("Monster Zone", i, theirs))));
  const spells = el("div", "row5 spells");
  const pend = v.rules_pendulum !== false;
  s.spells.forEach((c, i) => {
    const isP = c && c.code !== undefined && facts(c.code) && (facts(c.code).kinds || []).includes("Pendulum") && (i === 0 || i === 4);
    spells.appendChild(zone(isP && pend ? "P" + (i === 0 ? "L" : "R") : "S" + (i + 1), c, "spell", "",
      zoneOption("Spell & Trap Zone", i, theirs)));
  });
  const fieldRow = el("div", "fieldrow");
  fieldRow.appendChild(zone("Field", s.field, "spell", "field"));
  // MR3: the two Pendulum Zones of their own, beside the Spell & Trap Zones
  (s.pendulum || []).forEach((c, i) => {
    if (c && c.zone >= s.spells.length) fieldRow.appendChild(zone(i === 0 ? "PL" : "PR", c, "spell", ""));
  });
  const hand = el("div", "hand");
  s.hand.forEach((c) => hand.appendChild(cardEl(c, "hand")));
  if (!s.hand.length) hand.appendChild(el("span", "hint", "no cards in hand"));
  const grid = el("div", "grid");
  if (top) { grid.appendChild(spells); grid.appendChild(monsters); }
  else { grid.appendChild(monsters); grid.appendChild(spells); }
  const mid = el("div", "mid");
  mid.appendChild(fieldRow);
  mid.appendChild(grid);
  if (top) { wrap.appendChild(hand); wrap.appendChild(info); wrap.appendChild(mid); }
  else { wrap.appendChild(mid); wrap.appendChild(info); wrap.appendChild(hand); }
  return wrap;
}

function renderBoard(v, names, m) {
  const board = $("board");
  board.textContent = "";
  if (!v) {
    const msg = m && m.match && m.request ? "Between duels: decide below (side decking, who goes first)." :
      (m && m.status === "waiting" ? "Waiting for an opponent. Room code: " + S.room : "");
    board.appendChild(el("p", "hint big", msg));
    return;
  }
  const mine = me();
  board.appendChild(side(v, 1 - mine, names, true));
  const emz = el("div", "emz");
  (v.extra_monster_zones || []).forEach((c, i) => emz.appendChild(zone("EMZ" + (i + 1), c, "monster", c ? (c.controller === mine ? "mine" : "theirs") : "",
    zoneOption("Extra Monster Zone", 5 + i, false))));
  if ((v.extra_monster_zones || []).length) board.appendChild(emz);
  board.appendChild(side(v, mine, names, false));
  // mark the cards this request acts on, and the attack in progress
  const req = S.state && S.state.request;
  if (req) {
    const uids = new Set(req.options.filter((o) => o.card !== undefined).map((o) => String(o.card)));
    board.querySelectorAll(".card").forEach((c) => { if (uids.has(c.dataset.uid)) c.classList.add("actionable"); });
  }
  if (v.attack) {
    board.querySelectorAll(".card").forEach((c) => {
      if (c.dataset.uid === String(v.attack.attacker)) c.classList.add("attacking");
      if (c.dataset.uid === String(v.attack.target)) c.classList.add("attacked");
    });
  }
}

function nameOfUid(v, uid) {
  for (const s of v.players) {
    for (const list of [s.monsters, s.spells, [s.field], s.grave, s.banished, s.hand]) {
      for (const c of list) if (c && c.uid === uid && c.code !== undefined && facts(c.code)) return facts(c.code).name;
    }
  }
  for (const c of v.extra_monster_zones || []) if (c && c.uid === uid && c.code !== undefined) return facts(c.code).name;
  return "a face-down card";
}

function renderChain(v) {
  const box = $("chain");
  box.textContent = "";
  if (!v || !v.chain || !v.chain.length) { box.hidden = true; return; }
  box.hidden = false;
  box.appendChild(el("h3", null, "Chain"));
  v.chain.forEach((link) => {
    const li = el("div", "link");
    li.appendChild(el("span", "link-n", String(link.link)));
    let text = `${link.name} (Player ${link.player + 1})`;
    if (link.targets && link.targets.length) text += " → " + link.targets.map((t) => nameOfUid(v, t)).join(", ");
    li.appendChild(el("span", null, text));
    box.appendChild(li);
  });
}

function renderResult(m, names) {
  const box = $("result");
  const r = m.result;
  if (!r) { box.hidden = true; return; }
  box.hidden = false;
  let text;
  if (r.winner === null || r.winner === undefined) text = "Draw";
  else if (S.seat !== null && S.seat !== undefined) text = r.winner === S.seat ? "You win!" : "You lose";
  else text = names[r.winner] + " wins";
  box.textContent = `${text} (${(r.reason || "").replace(/_/g, " ")}${r.wins ? ", " + r.wins.join("-") : ""})`;
}

function renderOptions(m) {
  const box = $("options");
  box.textContent = "";
  const req = m && m.request;
  if (S.playback) { $("prompt").textContent = "Replay"; return; }
  if (!req) {
    $("prompt").textContent = m && m.result ? "The duel is over." : (S.seat === null ? "Watching." : "Waiting for the other player…");
    return;
  }
  $("prompt").textContent = req.prompt;
  req.options.forEach((o) => {
    const b = el("button", "option k-" + o.kind, o.label);
    b.type = "button";
    b.dataset.id = o.id; b.dataset.kind = o.kind;
    b.onclick = () => answer(o.id);
    box.appendChild(b);
  });
}

function cardMenu(c, node) {
  const req = S.state && S.state.request;
  hideMenu();
  if (!req || !c) return;
  const opts = req.options.filter((o) => o.card === c.uid || (o.target === c.uid && o.kind !== "attack"));
  if (!opts.length) return;
  const menu = $("menu");
  menu.textContent = "";
  opts.forEach((o) => {
    const b = el("button", "option", o.label);
    b.type = "button"; b.dataset.id = o.id; b.dataset.kind = o.kind;
    b.onclick = (ev) => { ev.stopPropagation(); answer(o.id); };
    menu.appendChild(b);
  });
  const r = node.getBoundingClientRect();
  menu.style.left = Math.max(4, Math.min(window.innerWidth - 220, r.left + window.scrollX)) + "px";
  menu.style.top = (r.bottom + window.scrollY + 4) + "px";
  menu.hidden = false;
}

function hideMenu() { $("menu").hidden = true; }

// ------------------------------------------------------------------ replays
function downloadJSON(data, filename) {
  const blob = new Blob([JSON.stringify(data, null, 1) + "\n"], {type: "application/json"});
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

async function loadReplay(file) {
  $("replay-error").textContent = "";
  const text = await file.text();
  const r = await fetch("/api/playback", {method: "POST", body: text, headers: {"Content-Type": "application/json"}});
  const data = await r.json();
  if (!r.ok) { $("replay-error").textContent = data.error; return; }
  S.playback = data; S.pbStep = 0; S.room = null; S.seat = null;
  Object.assign(S.cards, data.cards);
  showGame();
  $("room-code").textContent = "replay: " + file.name;
  $("room-bar").querySelectorAll("#autopass, #replay-btn, #concede-btn, #concede-match-btn, #rematch-btn, #claim-btn").forEach((x) => { x.hidden = true; });
  $("chat-panel").hidden = true;
  $("playback-bar").hidden = false;
  showStep(0);
}

function showStep(n) {
  const pb = S.playback;
  n = Math.max(0, Math.min(pb.frames.length - 1, n));
  S.pbStep = n;
  const f = pb.frames[n];
  const names = ["Player 1", "Player 2"];
  S.lp = [null, null];
  if (n > 0 && pb.frames[n - 1].view) S.lp = pb.frames[n - 1].view.players.map((p) => p.lp);
  const m = {view: f.view, players: [{name: names[0]}, {name: names[1]}], result: n === pb.frames.length - 1 ? pb.result : null};
  S.state = m;
  renderTurn(m, f.view, names);
  renderBoard(f.view, names, m);
  renderChain(f.view);
  renderResult(m, names);
  renderOptions(m);
  $("pb-step").textContent = `step ${n} / ${pb.frames.length - 1}`;
  $("pb-decided").textContent = f.decided || "";
  const log = $("log");
  log.textContent = "";
  pb.frames.slice(0, n + 1).forEach((fr) => fr.log.forEach((line) => log.appendChild(el("li", null, line))));
  log.scrollTop = log.scrollHeight;
}

// ------------------------------------------------------------------ wiring
function wire() {
  $("create-btn").onclick = createRoom;
  $("join-btn").onclick = joinRoom;
  $("spectate-btn").onclick = () => spectate();
  $("refresh-rooms").onclick = () => send({type: "rooms"});
  $("check-btn").onclick = () => send({type: "check_deck", deck: deckText(), deck_name: deckName(), banlist: $("banlist").value || null});
  $("bundled").onchange = () => { if ($("bundled").value !== "(paste or file)") { $("deck-text").value = $("bundled").value; S.deckFile = null; } };
  $("deck-file").onchange = async (ev) => {
    const f = ev.target.files[0];
    if (!f) return;
    $("deck-text").value = await f.text();
    S.deckFile = f.name;
    $("bundled").value = "(paste or file)";
  };
  $("opponent").onchange = () => document.body.classList.toggle("vs-ai", $("opponent").value === "ai");
  $("format").onchange = () => document.body.classList.toggle("bo3", $("format").value === "match");
  setInterval(renderClock, 1000);
  $("leave-btn").onclick = () => {
    if (S.playback) { showLobby(); history.replaceState(null, "", location.pathname); return; }
    send({type: "leave"});
  };
  // a concession asks twice: the first click arms the button for a few seconds
  const armed = (id, label, message) => {
    const b = $(id);
    b.onclick = () => {
      if (b.dataset.armed) { delete b.dataset.armed; b.textContent = label; send(message); return; }
      b.dataset.armed = "1";
      b.textContent = "sure? click again to " + label;
      setTimeout(() => { if (b.dataset.armed) { delete b.dataset.armed; b.textContent = label; } }, 4000);
    };
  };
  $("rematch-btn").onclick = () => send({type: "rematch"});
  $("claim-btn").onclick = () => send({type: "claim_win"});
  $("chat-form").onsubmit = (ev) => {
    ev.preventDefault();
    const text = $("chat-text").value.trim();
    if (text) send({type: "chat", text: text});
    $("chat-text").value = "";
  };
  armed("concede-btn", "concede", {type: "concede"});
  armed("concede-match-btn", "concede match", {type: "concede", match: true});
  $("copy-link").onclick = () => {
    const link = location.origin + "/#room=" + encodeURIComponent(S.room || "");
    if (navigator.clipboard) navigator.clipboard.writeText(link).catch(() => {});
    $("copy-link").textContent = "copied";
    setTimeout(() => { $("copy-link").textContent = "copy link"; }, 1500);
  };
  $("replay-btn").onclick = () => { location.href = "/api/rooms/" + encodeURIComponent(S.room) + "/replay"; };
  $("replay-file").onchange = (ev) => { if (ev.target.files[0]) loadReplay(ev.target.files[0]); };
  $("pb-first").onclick = () => showStep(0);
  $("pb-prev").onclick = () => showStep(S.pbStep - 1);
  $("pb-next").onclick = () => showStep(S.pbStep + 1);
  $("pb-last").onclick = () => showStep(S.playback.frames.length - 1);
  document.addEventListener("click", hideMenu);
  document.addEventListener("keydown", (ev) => {
    if (!S.playback) return;
    if (ev.key === "ArrowRight") showStep(S.pbStep + 1);
    if (ev.key === "ArrowLeft") showStep(S.pbStep - 1);
  });
  const saved = localStorage.getItem("duelist-autopass");
  if (saved) $("autopass").value = saved;
  $("autopass").onchange = () => localStorage.setItem("duelist-autopass", $("autopass").value);
  window.addEventListener("hashchange", () => { if (!S.room) routeFromHash(); });
}

wire();
connect();
