"""Fixed-size observations of a duel from the acting player's view only.

Everything here is computed from `duel.view(player)` (what that player may know) and
the pending request (theirs); nothing reads the engine's hidden state.

An observation is a dict of numpy arrays:

| key | shape | what |
|---|---|---|
| `globals` | (GLOBAL_FEATURES,) | turn, whose turn, phase, LP, pile sizes, request kind, chain, attack |
| `cards` | (CARD_SLOTS, CARD_FEATURES) | the player's hand (10), both fields (Monster Zones with the Extra Monster Zones, Spell & Trap Zones with the Field Zone), each card's features; empty slots are zeros |
| `options` | (max_options, OPTION_FEATURES) | each legal option: its kind, its card's features, its target's, the position, and for a `zone` option which zone |
| `action_mask` | (max_options,) int8 | 1 for the options of the pending request |

An action is an index into the current options. A request with more options than
`max_options` raises `TooManyOptionsError` (never silently dropped).
"""

import numpy as np

PHASES = ("draw", "standby", "main1", "battle", "main2", "end")
REQUEST_KINDS = ("first_player", "idle", "battle", "tribute", "discard", "replay", "chain", "target",
                 "select", "yes_no", "order", "option", "summon_now", "zone")
OPTION_KINDS = ("go_first", "go_second", "summon", "set", "summon_without_tribute", "flip_summon",
                "change_position", "activate", "set_spell", "special_summon", "battle", "end_turn",
                "attack", "end_battle", "tribute", "discard", "retarget", "stop_attack", "pass", "target",
                "select", "done", "yes", "no", "chain_trigger", "option", "zone",
                "synchro_summon", "xyz_summon", "pendulum_summon", "link_summon", "set_without_tribute")
# a `zone` option: which zone (one-hot: Main Monster Zones 1-5 or Spell & Trap Zones 1-5 by
# their number, the two Extra Monster Zones), a Spell & Trap Zone, on the opponent's field
ZONE_FEATURES = 7 + 2
HAND_SLOTS = 10
FIELD_MONSTER_SLOTS = 7     # 5 Main Monster Zones + 2 Extra Monster Zones
FIELD_SPELL_SLOTS = 6       # 5 Spell & Trap Zones + the Field Zone
CARD_SLOTS = HAND_SLOTS + 2 * (FIELD_MONSTER_SLOTS + FIELD_SPELL_SLOTS)
LOCATIONS = ("hand", "monster", "spell", "grave", "banished", "extra")
# present, known, mine, face-up, attack pos, defense pos, set, monster, spell, trap,
# level, atk, def, location one-hot
CARD_FEATURES = 13 + len(LOCATIONS)
OPTION_FEATURES = len(OPTION_KINDS) + 1 + CARD_FEATURES + 1 + CARD_FEATURES + 2 + ZONE_FEATURES
GLOBAL_FEATURES = 3 + len(PHASES) + 2 * 8 + len(REQUEST_KINDS) + 3
DEFAULT_MAX_OPTIONS = 64


class TooManyOptionsError(ValueError):
    """A request has more options than the observation holds."""


class CardFacts(object):
    """Looks up a card's facts by passcode for one observation. Every card a view can show
    is in the card database, Tokens too (scripts/tokens.jsonl), so this is a plain lookup:
    nothing is remembered between observers, environments or duels. An unknown passcode
    raises the database's `UnknownCardError` (it names the code)."""

    def __init__(self, duel=None):
        self.duel = duel

    def __call__(self, code):
        from duelist.cards.db import get_card
        return get_card(code)


def card_features(entry, mine, location, out, facts=None):
    """Write one card's features into `out` (a zeroed row); `facts` looks a passcode up
    (a `CardFacts`; the card database when None)."""
    out[0] = 1.0
    out[2] = 1.0 if mine else 0.0
    position = entry.get("position")
    out[3] = 1.0 if position in ("attack", "defense", "faceup") else 0.0
    out[4] = 1.0 if position == "attack" else 0.0
    out[5] = 1.0 if position == "defense" else 0.0
    out[6] = 1.0 if position in ("set", "facedown") else 0.0
    code = entry.get("code")
    if code is not None:
        data = (facts or CardFacts())(code)
        out[1] = 1.0
        out[7] = 1.0 if data.card_type == "Monster" else 0.0
        out[8] = 1.0 if data.card_type == "Spell" else 0.0
        out[9] = 1.0 if data.card_type == "Trap" else 0.0
        out[10] = (data.level or data.rank or data.link or 0) / 12.0
        out[11] = (entry.get("atk", data.atk) or 0) / 5000.0
        out[12] = (entry.get("def", data.defense) or 0) / 5000.0
    out[13 + LOCATIONS.index(location)] = 1.0


class Observer(object):
    """Builds observations for one seat size (`max_options`)."""

    def __init__(self, max_options=DEFAULT_MAX_OPTIONS):
        if max_options < 2:
            raise ValueError("max_options must be at least 2")
        self.max_options = max_options

    def empty(self):
        return {"globals": np.zeros(GLOBAL_FEATURES, dtype=np.float32),
                "cards": np.zeros((CARD_SLOTS, CARD_FEATURES), dtype=np.float32),
                "options": np.zeros((self.max_options, OPTION_FEATURES), dtype=np.float32),
                "action_mask": np.zeros(self.max_options, dtype=np.int8)}

    def observe(self, duel, player):
        """The observation of `player` (0 or 1); options only when the request is theirs."""
        facts = CardFacts(duel)
        view = duel.view(player)
        obs = self.empty()
        request = duel.request if duel.request is not None and duel.request.player == player else None
        if request is not None and len(request.options) > self.max_options:
            raise TooManyOptionsError(
                "the pending %s request has %d options, more than max_options=%d: make the "
                "environment with a larger max_options" % (request.kind, len(request.options), self.max_options))
        index = {}
        self._globals(view, player, request, obs["globals"])
        self._cards(view, player, obs["cards"], index, facts)
        if request is not None:
            rows = obs["options"]
            for option in request.options:
                self._option(option, index, player, rows[option.id], facts)
                obs["action_mask"][option.id] = 1
        return obs

    @staticmethod
    def _globals(view, player, request, g):
        me, them = view["players"][player], view["players"][1 - player]
        g[0] = min(view["turn"], 100) / 100.0
        g[1] = 1.0 if view["turn_player"] == player else 0.0
        g[2] = 1.0 if view.get("attack") else 0.0
        if view["phase"] in PHASES:
            g[3 + PHASES.index(view["phase"])] = 1.0
        base = 3 + len(PHASES)
        for n, side in enumerate((me, them)):
            extra = side["extra"] if isinstance(side["extra"], int) else len(side["extra"])
            values = (side["lp"] / 8000.0, side["deck"] / 40.0, len(side["hand"]) / 10.0,
                      len(side["grave"]) / 40.0, len(side["banished"]) / 40.0, extra / 15.0,
                      side["normal_summons"], sum(1 for m in side["monsters"] if m) / 5.0)
            g[base + 8 * n: base + 8 * n + 8] = values
        base += 16
        if request is not None and request.kind in REQUEST_KINDS:
            g[base + REQUEST_KINDS.index(request.kind)] = 1.0
        base += len(REQUEST_KINDS)
        g[base] = len(view["chain"]) / 5.0
        g[base + 1] = 1.0 if view["chain"] and view["chain"][-1]["player"] != player else 0.0
        g[base + 2] = 1.0 if request is not None else 0.0

    @staticmethod
    def _cards(view, player, rows, index, facts):
        slot = 0
        me = view["players"][player]
        for entry in me["hand"][:HAND_SLOTS]:
            card_features(entry, True, "hand", rows[slot], facts)
            slot += 1
        for p in (player, 1 - player):
            side = view["players"][p]
            mine = p == player
            base = HAND_SLOTS + (0 if mine else FIELD_MONSTER_SLOTS + FIELD_SPELL_SLOTS)
            zones = list(side["monsters"]) + [z if z and z.get("controller") == p else None
                                              for z in view["extra_monster_zones"]]
            for i, entry in enumerate(zones[:FIELD_MONSTER_SLOTS]):
                if entry:
                    card_features(entry, mine, "monster", rows[base + i], facts)
            spells = list(side["spells"]) + [side["field"]]
            for i, entry in enumerate(spells[:FIELD_SPELL_SLOTS]):
                if entry:
                    card_features(entry, mine, "spell", rows[base + FIELD_MONSTER_SLOTS + i], facts)
        # every card an option may name: (entry, mine, location)
        for p in (0, 1):
            side = view["players"][p]
            mine = p == player
            for location, entries in (("hand", side["hand"]), ("grave", side["grave"]),
                                      ("banished", side["banished"]),
                                      ("extra", side["extra"] if isinstance(side["extra"], list) else []),
                                      ("monster", [m for m in side["monsters"] if m]),
                                      ("spell", [s for s in side["spells"] if s] + ([side["field"]] if side["field"] else []))):
                for entry in entries:
                    index[entry["uid"]] = (entry, mine, location)
        for entry in view["extra_monster_zones"]:
            if entry:
                index[entry["uid"]] = (entry, entry.get("controller") == player, "monster")

    @staticmethod
    def _option(option, index, player, row, facts):
        kind = option.kind
        if kind in OPTION_KINDS:
            row[OPTION_KINDS.index(kind)] = 1.0
        base = len(OPTION_KINDS)
        row[base] = (option.effect or 0) / 4.0
        base += 1
        found = index.get(option.card) if option.card is not None else None
        if found is not None:
            card_features(found[0], found[1], found[2], row[base: base + CARD_FEATURES], facts)
        base += CARD_FEATURES
        row[base] = 1.0 if option.target == "player" else 0.0
        base += 1
        found = index.get(option.target) if option.target not in (None, "player") else None
        if found is not None:
            card_features(found[0], found[1], found[2], row[base: base + CARD_FEATURES], facts)
        base += CARD_FEATURES
        row[base] = 1.0 if option.position == "attack" else 0.0
        row[base + 1] = 1.0 if option.position == "defense" else 0.0
        base += 2
        if option.zone is not None and 0 <= option.zone < 7:
            row[base + option.zone] = 1.0
            name = option.name or ""
            row[base + 7] = 1.0 if name.startswith("Spell") else 0.0
            row[base + 8] = 1.0 if name.endswith("(opponent's field)") else 0.0


def spaces(max_options=DEFAULT_MAX_OPTIONS):
    """The gymnasium observation and action spaces."""
    from gymnasium import spaces as gs
    observation = gs.Dict({
        "globals": gs.Box(-1.0, 10.0, (GLOBAL_FEATURES,), dtype=np.float32),
        "cards": gs.Box(-1.0, 10.0, (CARD_SLOTS, CARD_FEATURES), dtype=np.float32),
        "options": gs.Box(-1.0, 10.0, (max_options, OPTION_FEATURES), dtype=np.float32),
        "action_mask": gs.Box(0, 1, (max_options,), dtype=np.int8),
    })
    return observation, gs.Discrete(max_options)
