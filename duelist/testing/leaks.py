"""Leak checks: what one player is sent must not depend on what is hidden from them.

Two experiments on twin duels (same seed, same decisions) that differ only in hidden
information (seed 000 and docs/protocol.md: a player learns only what the rules show):

- `deck_order_twins`: one player's Deck holds the same cards, in another order in its
  bottom half (what nobody has seen). Until a card from there reaches someone (a draw,
  a reveal, a card leaving the Deck face-up), every output - `view(p)` and the pending
  request for both players and a spectator - must be identical in the twins, and so
  must the full log. A request that lists Deck cards in Deck order, or under uids that
  follow the Deck order, shows up here.
- `hidden_card_twins`: one player ("the hidden player") holds other cards in hand, Deck
  and face-down zones: each card that can be is replaced by a stand-in of the same shape
  (a Normal Monster of the same Level, a Spell or Trap of the same property). The hidden
  player plays blind (Sets monsters and Spells/Traps, never reveals by choice). At each of
  the other player's decisions their view, log and request (and a spectator's view) must
  be identical until the rules reveal one of the changed cards to them.

Decisions in the twins are taken by seeded RandomAgents (by option id), so the twins make
the same choices as long as the requests look the same. Every request is also checked for
unique option keys. `check_duel_leaks(deck0, deck1, seed, ...)` runs both experiments;
`python -m duelist.testing.leaks` runs them on every playable bundled deck.
"""

import json
import sys

from duelist.agents import RandomAgent
from duelist.engine.duel import Duel
from duelist.engine.events import event_for
from duelist.engine.rng import PRNG


class LeakError(AssertionError):
    """Two duels that differ only in hidden information looked different to a player."""


def check_request_keys(request):
    """Option keys (what `answer(key)` matches) are unique within a request."""
    keys = [o.key for o in request.options]
    if len(set(keys)) != len(keys):
        dupes = sorted(k for k in set(keys) if keys.count(k) > 1)
        raise LeakError("request %r has options sharing a key: %s" % (request, ", ".join(dupes)))


def _request_for(duel, viewer):
    request = duel.request
    if request is None or request.player != viewer:
        return None
    return [request.to_dict(), [o.key for o in request.options]]


def _outputs(duel, viewer):
    return json.dumps({"view": duel.view(viewer), "request": _request_for(duel, viewer)},
                      sort_keys=True)


def _reveals_a_card(event, viewer="any"):
    """Does `event` tell someone (viewer "any") or `viewer` which card a hidden card is?"""
    seen = event if viewer == "any" else event_for(event, viewer)
    if "name" in seen or "code" in seen:
        return True
    private = seen.get("private") if viewer == "any" else None
    return bool(private) and ("name" in private or "code" in private or "uids" in private)


def _offset(duel, player):
    return 0 if player == 0 else sum(1 for c in duel.cards if c.owner == 0 and not c.data.is_token)


def _main_list(deck):
    if isinstance(deck, dict):
        return list(deck.get("main", [])), list(deck.get("extra", []))
    if hasattr(deck, "main"):
        return list(deck.main), list(getattr(deck, "extra", []))
    return list(deck), []


# ------------------------------------------------------------ Deck order
def _bottom_reordered(duel, player, main, salt):
    """`main` with the cards that land in the bottom half of `player`'s Deck (after the
    opening shuffle of `duel`) in another order; None if they are all copies of one card."""
    deck = duel.players[player].deck              # bottom first
    offset = _offset(duel, player)
    indexes = [c.cid - offset for c in deck[:len(deck) // 2]]
    codes = [main[i] for i in indexes]
    if len(set(codes)) < 2:
        return None
    rng = PRNG(salt)
    moved = list(codes)
    while moved == codes:
        rng.shuffle(moved)
    out = list(main)
    for i, code in zip(indexes, moved):
        out[i] = code
    return out


def deck_order_twins(deck0, deck1, seed=0, rules=None, first_player=0, player=1, max_steps=400):
    """Run the Deck-order experiment on `player`'s Deck; return the number of decisions
    compared (raise LeakError on a leak)."""
    lists = [_main_list(deck0), _main_list(deck1)]
    a = Duel(deck0, deck1, rules=rules, seed=seed, first_player=first_player)
    main_b = _bottom_reordered(a, player, lists[player][0], seed + 17)
    if main_b is None:
        return 0
    decks_b = [{"main": m, "extra": e} for m, e in lists]
    decks_b[player]["main"] = main_b
    b = Duel(decks_b[0], decks_b[1], rules=rules, seed=seed, first_player=first_player)
    if [c.uid for c in a.players[player].deck] != [c.uid for c in b.players[player].deck]:
        raise LeakError("seed %d: the twins' Decks got different uids" % seed)
    agents_a = (RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2))
    agents_b = (RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2))
    steps = 0
    while a.request is not None and b.request is not None and steps < max_steps:
        if a.log != b.log:
            first = next((i for i, (x, y) in enumerate(zip(a.log, b.log)) if x != y),
                         min(len(a.log), len(b.log)))
            event = a.log[first] if first < len(a.log) else b.log[first]
            if not _reveals_a_card(event):
                raise LeakError("seed %d, decision %d: the twins' logs part at an event that "
                                "reveals no card: %r / %r" % (seed, steps, event,
                                                              b.log[first] if first < len(b.log) else None))
            return steps       # a card of the reordered part reached someone: legitimately apart
        for viewer in (0, 1, None):
            if _outputs(a, viewer) != _outputs(b, viewer):
                raise LeakError(
                    "seed %d, decision %d: viewer %r is sent different outputs by two duels whose "
                    "Decks differ only in the order of cards nobody has seen (%s)"
                    % (seed, steps, viewer, _difference(a, b, viewer)))
        check_request_keys(a.request)
        choice = agents_a[a.request.player].choose(a, a.request)
        agents_b[b.request.player].choose(b, b.request)
        a.answer(choice.id)
        b.answer(choice.id)
        steps += 1
    return steps


def _difference(a, b, viewer):
    va, vb = a.view(viewer), b.view(viewer)
    for key in sorted(set(va) | set(vb)):
        if va.get(key) != vb.get(key):
            return "%s: %s vs %s" % (key, json.dumps(va.get(key))[:300], json.dumps(vb.get(key))[:300])
    return "request: %s vs %s" % (json.dumps(_request_for(a, viewer))[:300],
                                  json.dumps(_request_for(b, viewer))[:300])


# ------------------------------------------------------- hidden cards
_STAND_INS = {}


def _plain(data):
    """A card whose stand-in changes none of its owner's legal plays as the blind player
    makes them: a Main Deck monster that can be Normal Set like any other (and, as a Normal
    Monster could not, is never Set as a Spell: the "Artifact" monsters), or a Spell/Trap
    that can be Set; never a card that can win the duel."""
    from duelist.cards.registry import get_script
    script = get_script(data)
    if script is not None and script.wins:
        return False
    if data.card_type == "Monster":
        return not data.is_extra_deck and not data.is_pendulum and "Ritual" not in data.kinds \
            and not data.is_token and (script is None or not (
                script.cannot_normal_summon or script.cannot_normal_set or script.only_one
                or script.tributes_required is not None or script.set_as_spell))
    return script is None or not script.cannot_set


def _stand_in_pool(data):
    """Implemented cards that may stand in for `data` (same Level for monsters, same kind
    and property for Spells and Traps), by passcode."""
    from duelist.cards.db import all_cards
    from duelist.cards.registry import is_implemented
    if not _STAND_INS:
        for card in all_cards():
            if card.code != card.alias or not is_implemented(card) or not _plain(card):
                continue
            if card.card_type == "Monster":
                if card.is_normal_monster:
                    _STAND_INS.setdefault(("Monster", card.level or 0), []).append(card.code)
            else:
                _STAND_INS.setdefault((card.card_type, card.property), []).append(card.code)
    if data.card_type == "Monster":
        return _STAND_INS.get(("Monster", data.level or 0), [])
    return _STAND_INS.get((data.card_type, data.property), [])


def _stand_ins(codes, avoid):
    """`codes` with each distinct card that `_plain` allows replaced by another implemented
    card of the same shape (a Normal Monster of the same Level; a Spell or Trap of the same
    property) that is in neither list; None if nothing could be replaced."""
    from duelist.cards.db import get_card
    used = set(codes) | set(avoid)
    mapping = {}
    for code in codes:
        if code in mapping:
            continue
        data = get_card(code)
        if not _plain(data):
            continue
        choices = [c for c in _stand_in_pool(data) if c not in used]
        if choices:
            mapping[code] = choices[0]
            used.add(choices[0])
    if not mapping:
        return None
    return [mapping.get(c, c) for c in codes]


class _Blind(object):
    """The hidden player: picks by option kind and position only. Sets a Level 4 or lower
    monster when it can (a Tribute would reveal its Tributes), else Sets a Spell or Trap;
    never activates, attacks or summons face-up; elsewhere passes, says no, or takes the
    first option."""

    def choose(self, duel, request):
        options = request.options
        if request.kind == "idle":
            for option in request.find(kind="set"):
                if (duel.card_by_uid(option.card).data.level or 0) <= 4:
                    return option
            for option in request.find(kind="set_spell"):
                return option
            return request.find(kind="end_turn")[0]
        if request.kind == "battle":
            # (no end offered while a monster that must attack if able can: Berserk Gorilla)
            return (request.find(kind="end_battle") or request.find(kind="attack"))[0]
        if request.kind == "first_player":
            return options[0]
        for kind in ("pass", "no", "done"):
            found = request.find(kind=kind)
            if found:
                return found[0]
        return options[0]


def _blind_turns(duel, hidden, blind, limit=500):
    """Let the blind player answer until the other player decides (or the duel ends)."""
    for _ in range(limit):
        if duel.request is None or duel.request.player != hidden:
            return
        duel.answer(blind.choose(duel, duel.request))
    raise LeakError("the blind player was asked %d times in a row" % limit)


def hidden_card_twins(deck0, deck1, seed=0, rules=None, first_player=0, hidden=1, max_steps=400):
    """Run the hidden-card experiment: every card of player `hidden`'s Main Deck that can be
    is replaced by a stand-in of the same shape; each twin's hidden player plays blind. At
    each of the other player's decisions their view, log and request (and a spectator's
    view) must be identical, until the rules reveal a card to them. Returns the decisions
    compared (raises LeakError on a leak)."""
    lists = [_main_list(deck0), _main_list(deck1)]
    observer = 1 - hidden
    swapped = _stand_ins(lists[hidden][0], lists[observer][0] + lists[observer][1])
    if swapped is None:
        return 0
    decks_b = [{"main": m, "extra": e} for m, e in lists]
    decks_b[hidden]["main"] = swapped
    a = Duel(deck0, deck1, rules=rules, seed=seed, first_player=first_player)
    b = Duel(decks_b[0], decks_b[1], rules=rules, seed=seed, first_player=first_player)
    agent_a, agent_b = RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 1)
    blind = _Blind()
    steps = 0
    while steps < max_steps:
        _blind_turns(a, hidden, blind)
        _blind_turns(b, hidden, blind)
        log_a, log_b = a.log_for(observer), b.log_for(observer)
        if log_a != log_b:
            first = next((i for i, (x, y) in enumerate(zip(log_a, log_b)) if x != y),
                         min(len(log_a), len(log_b)))
            event = log_a[first] if first < len(log_a) else log_b[first]
            if not _reveals_a_card(event, observer):
                raise LeakError("seed %d, decision %d: player %d's logs part at an event that "
                                "reveals no card: %r / %r" % (seed, steps, observer + 1, event,
                                                              log_b[first] if first < len(log_b) else None))
            return steps
        if a.request is None or b.request is None:
            return steps
        for viewer in (observer, None):
            if _outputs(a, viewer) != _outputs(b, viewer):
                raise LeakError("seed %d, decision %d: viewer %r is sent different outputs by two "
                                "duels that differ only in player %d's hidden cards (%s)"
                                % (seed, steps, viewer, hidden + 1, _difference(a, b, viewer)))
        check_request_keys(a.request)
        choice = agent_a.choose(a, a.request)
        agent_b.choose(b, b.request)
        a.answer(choice.id)
        b.answer(choice.id)
        steps += 1
    return steps


def check_duel_leaks(deck0, deck1, seed=0, rules=None, max_steps=300):
    """Both experiments, each hidden player in turn; returns the decisions compared."""
    total = 0
    for player in (0, 1):
        first = (seed + player) % 2
        total += deck_order_twins(deck0, deck1, seed, rules, first, player, max_steps)
        total += hidden_card_twins(deck0, deck1, seed, rules, first, player, max_steps)
    return total


def playable_bundled_decks():
    """Bundled decks whose every card the engine plays, by name."""
    from duelist.cards.db import get_card
    from duelist.cards.registry import is_implemented
    from duelist.deck.formats import list_bundled_decks, load_bundled_deck
    out = []
    for name in list_bundled_decks():
        deck = load_bundled_deck(name)
        if all(is_implemented(get_card(c)) for c in list(deck.main) + list(deck.extra)):
            out.append((name, deck))
    return out


def main(argv=None):
    import argparse
    parser = argparse.ArgumentParser(prog="python -m duelist.testing.leaks")
    parser.add_argument("--seeds", type=int, default=3)
    args = parser.parse_args(argv)
    decks = playable_bundled_decks()
    compared = 0
    try:
        for i, (name, deck) in enumerate(decks):
            other = decks[(i + 1) % len(decks)][1]
            for seed in range(args.seeds):
                compared += check_duel_leaks(deck, other, seed)
    except LeakError as exc:
        print("LEAK (%s): %s" % (name, exc))
        return 1
    print("%d playable bundled decks, %d seeds each: %d twin decisions compared, no leak"
          % (len(decks), args.seeds, compared))
    return 0


if __name__ == "__main__":
    sys.exit(main())
