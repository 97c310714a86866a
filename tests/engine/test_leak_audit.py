"""Leak audit of every per-player output: `duel.view(p)`, `duel.log_for(p)` / `event_for` /
`public_form`, the request shown to its player, and `Match.view(p)`.

The roadmap's network play promises that "no hidden information is ever sent to the
wrong client". Passing tests here are guarantees worth keeping (beyond test_view.py);
failing tests expose a leak, with the exploit spelled out in the assertion message.

The strongest guarantees are non-interference tests: two duels that differ only in
information hidden from player P must give P byte-identical outputs until the rules
reveal something.
"""

import json

from duelist.agents import GreedyAgent, RandomAgent
from duelist.cards.db import all_cards, find_card, get_card
from duelist.cards.registry import is_implemented
from duelist.engine import state as S
from duelist.engine.duel import Duel
from duelist.engine.events import public_form
from duelist.engine.protocol import FIELDS as OPTION_FIELDS
from duelist.match import Match
from duelist.testing import Script, Table
from duelist.testing.property import default_decks

# Events after which two duels that differ in hidden cards may legitimately differ
# in public: each one reveals a card by the rules (face-up on the field or in the GY).
REVEALING_EVENTS = ("flip", "flip_summon", "summon", "to_grave", "position", "destroyed")


# ----------------------------------------------------------------- helpers
def _outputs(duel, viewer):
    """Everything `viewer` (0, 1 or None) is sent, as canonical JSON text, plus the Option
    objects themselves (all their fields) when the pending request is theirs."""
    out = {"view": duel.view(viewer), "log": duel.log_for(viewer)}
    request = duel.request
    if request is not None and request.player == viewer:
        out["options"] = [[getattr(o, s) for s in OPTION_FIELDS] for o in request.options]
    return json.dumps(out, sort_keys=True, default=repr)


_BY_LEVEL = {}


def _variant(codes, avoid=()):
    """`codes` with each distinct passcode replaced by another playable Normal Monster of
    the same Level (so every request keeps its shape), none of them from `avoid`."""
    if not _BY_LEVEL:
        for card in all_cards():
            if is_implemented(card) and card.code == card.alias and card.is_normal_monster \
                    and not card.is_pendulum:
                _BY_LEVEL.setdefault(card.level or 0, []).append(card.code)
    used = set(codes) | set(avoid)
    mapping = {}
    for code in codes:
        if code not in mapping:
            level = get_card(code).level or 0
            mapping[code] = next(c for c in _BY_LEVEL[level] if c not in used)
            used.add(mapping[code])
    return [mapping[c] for c in codes]


class _Blind(object):
    """Player 1 in the non-interference tests: picks by option position only, Sets
    Level 4 or lower monsters (a Tribute would reveal its Tributes), never attacks."""

    def choose(self, duel, request):
        if request.kind == "idle":
            for option in request.find(kind="set"):
                if (duel.card_by_uid(option.card).data.level or 0) <= 4:
                    return option
            return request.find(kind="end_turn")[0]
        if request.kind == "battle":
            return request.find(kind="end_battle")[0]
        if request.kind == "first_player":
            return request.options[1]
        return request.options[0]


def _first_difference(log_a, log_b):
    for a, b in zip(log_a, log_b):
        if a != b:
            return a
    return None


# ---------------------------------------------------------- guarantees (pass)
def test_opponents_hidden_cards_do_not_change_a_players_outputs_until_revealed():
    """Non-interference over full duels: player 1's hand, deck and Set monsters hold other
    cards (same Levels, same deck positions); player 0's view, log, Option objects and the
    spectator's view and log stay identical until a flip, summon or GY reveals a card."""
    d0, d1 = default_decks()
    main1b = _variant(d1.main, avoid=d0.main)
    compared = sets = 0
    for seed in range(6):
        a = Duel(d0.main, d1.main, seed=seed, first_player=seed % 2)
        b = Duel(d0.main, main1b, seed=seed, first_player=seed % 2)
        agents_a = (RandomAgent(seed), _Blind())
        agents_b = (RandomAgent(seed), _Blind())
        while a.request is not None:
            first = _first_difference(a.log_for(0), b.log_for(0))
            if first is not None:
                assert first["type"] in REVEALING_EVENTS, first
                break
            for viewer in (0, None):
                assert _outputs(a, viewer) == _outputs(b, viewer), (seed, a.turn, viewer)
            compared += 1
            request = a.request
            choice = agents_a[request.player].choose(a, request)
            assert agents_b[request.player].choose(b, b.request).id == choice.id
            a.answer(choice.id)
            b.answer(choice.id)
        sets += sum(1 for e in a.log if e["type"] == "set_monster" and e["player"] == 1)
    assert compared > 50 and sets > 0, (compared, sets)


def test_drawn_and_set_cards_get_identifiers_unrelated_to_the_deck_list():
    """Each card's first uid is its index in the deck list (creation order): publishing
    it would name the card. Every uid any player or spectator is sent is a fresh one, and
    a drawn card's uid was never seen before (no link to its deck position)."""
    d0, d1 = default_decks()
    for seed in range(4):
        duel = Duel(d0, d1, seed=seed, first_player=None)
        initial = set(range(1, len(duel.cards) + 1))
        seen = set()
        agents = (GreedyAgent(), RandomAgent(seed))
        steps = 0
        while duel.request is not None and steps < 400:
            duel.answer(agents[duel.request.player].choose(duel, duel.request))
            steps += 1
        for viewer in (0, 1, None):
            view = duel.view(viewer)
            for p in (0, 1):
                for card in view["players"][p]["hand"]:
                    assert card["uid"] not in initial
        for event in duel.log_for(None):
            uids = [event.get(k) for k in ("uid", "prev", "attacker", "target")]
            uids = [u for u in uids if isinstance(u, int)]
            assert not initial & set(uids), event
            if event["type"] == "draw":
                assert event["uid"] not in seen, event
            seen.update(uids)


def test_face_down_targets_stay_unnamed_in_menus_replays_and_the_attack_event():
    """A face-down defender is "face-down monster (zone N)" in the battle menu, in the
    replay's new targets and their labels; the attack and retarget events name nobody;
    its name first appears with the flip at the start of the damage step."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Summoned Skull")
    ox = table.monster(1, "Battle Ox", position="set")
    table.monster(1, "Dark Magician", position="set")
    table.at("attack_declared", lambda duel: duel.debug_move(ox.uid(duel), S.GRAVE)
             if ox.card(duel).location == S.MZONE else None)
    duel = table.build()
    menu = duel.request
    for option in menu.find(kind="attack"):
        assert option.target_name.startswith("face-down monster (zone ")
    assert "Dark Magician" not in json.dumps(menu.to_dict())
    Script(duel).pick("attack", "Summoned Skull", target=ox)
    replay = duel.request
    assert replay.kind == "replay"
    text = json.dumps(replay.to_dict())
    assert "Dark Magician" not in text and "face-down monster (zone 2)" in text
    for viewer in (0, 1, None):
        seen = duel.log_for(viewer)
        attack = [e for e in seen if e["type"] == "attack"][0]
        assert "target_name" not in attack
        if viewer != 1:
            assert "Dark Magician" not in json.dumps(seen) + json.dumps(duel.view(viewer))
    Script(duel).pick("retarget", "Summoned Skull", target="face-down monster (zone 2)")
    retarget = [e for e in duel.log if e["type"] == "retarget"][0]
    assert "target_name" not in retarget and "private" not in retarget
    flip = [e for e in duel.log_for(None) if e["type"] == "flip"][0]
    assert flip["name"] == "Dark Magician"


def test_a_tribute_set_reveals_its_tributes_but_not_the_set_monster():
    """Tributing a face-down monster for a Set: the Tribute is public (it goes to the GY),
    the Tribute count is public, the Set monster stays hidden from opponent and spectator."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Summoned Skull")
    table.monster(0, "Mystical Elf", position="set")
    duel = table.build()
    script = Script(duel)
    script.pick("set", "Summoned Skull")
    assert "request" not in duel.view(1) and "Summoned Skull" in json.dumps(duel.view(0))
    script.pick("tribute", "Mystical Elf")
    for viewer in (1, None):
        text = json.dumps(duel.log_for(viewer)) + json.dumps(duel.view(viewer))
        assert "Summoned Skull" not in text
        assert "Mystical Elf" in text                      # in the GY: public
    setting = [e for e in duel.log_for(1) if e["type"] == "set_monster"][0]
    assert setting["tributes"] == 1 and set(setting) == {"type", "i", "player", "prev", "uid",
                                                         "zone", "tributes"}


def test_a_discard_reveals_only_the_discarded_card():
    table = Table(turn=3, turn_player=0, phase="end")
    hand = ["Celtic Guardian", "Mystical Elf", "Battle Ox", "Dark Magician", "Koumori Dragon",
            "Beaver Warrior", "Summoned Skull"]
    table.hand(0, *hand)
    table.deck(1, ["Hitotsu-Me Giant"])
    duel = table.build()
    assert duel.request.kind == "discard"
    assert "request" not in duel.view(1) and "Koumori" not in json.dumps(duel.view(1))
    Script(duel).pick("discard", "Koumori Dragon")
    for viewer in (1, None):
        text = json.dumps(duel.log_for(viewer)) + json.dumps(duel.view(viewer))
        assert "Koumori Dragon" in text
        for name in hand:
            if name != "Koumori Dragon":
                assert name not in text, name


def test_coin_toss_choice_goes_to_the_winner_only_and_views_hold_no_rng_state():
    d0, d1 = default_decks()
    seed = 3141592653
    duel = Duel(d0, d1, seed=seed, first_player=None)
    winner = duel.request.player
    assert duel.request.kind == "first_player"
    assert "request" in duel.view(winner) and "request" not in duel.view(1 - winner)
    secrets = [str(seed)] + [str(v) for v in duel.rng.getstate()]
    for viewer in (0, 1, None):
        text = json.dumps(duel.view(viewer))
        assert not [s for s in secrets if s in text]


def test_extra_deck_contents_are_a_count_for_the_opponent_and_spectators():
    table = Table(turn=3, turn_player=0, phase="main1")
    table.extra(1, "Blue-Eyes Ultimate Dragon", "Gaia the Dragon Champion")
    duel = table.build()
    assert [c["name"] for c in duel.view(1)["players"][1]["extra"]] == [
        "Blue-Eyes Ultimate Dragon", "Gaia the Dragon Champion"]
    for viewer in (0, None):
        assert duel.view(viewer)["players"][1]["extra"] == 2
        assert "Dragon" not in json.dumps(duel.view(viewer)) + json.dumps(duel.log_for(viewer))


def test_side_decking_is_invisible_to_the_opponent():
    """Between duels player 1 brings in a Side Deck card: player 0's match view (and then
    duel 2's view, log and options) is the same as when player 1 keeps the deck, and
    never holds player 1's Side Deck."""
    d0, d1 = default_decks()
    side = [find_card("Gemini Elf").code, find_card("Vorse Raider").code]

    def run(swap):
        match = Match({"main": d0.main, "extra": [], "side": []},
                      {"main": d1.main, "extra": [], "side": side}, seed=11)
        duel = match.duel
        if duel.request.kind == "first_player":
            match.answer(0)
        duel.set_lp(1, 0)
        while match.duel is duel:
            r = match.request
            match.answer((r.find(kind="end_turn") or r.find(kind="end_battle") or r.options)[0])
        views = []
        while match.request.kind == "side":
            assert match.request.player == 1
            views.append(json.dumps(match.view(0), sort_keys=True))
            if swap and match.request.find(kind="side_out"):
                match.answer(match.request.find(kind="side_out")[0])
                match.answer(match.request.find(kind="side_in")[0])
                swap = False
            else:
                match.answer(match.request.find(kind="side_done")[0])
        assert match.request.kind == "first_player" and match.request.player == 1
        match.answer(1)                                      # player 1 goes second
        views.append(json.dumps(match.view(0), sort_keys=True, default=repr))
        views.append(_outputs(match.duel, 0))
        return match, views

    swapped, seen_swapped = run(True)
    kept, seen_kept = run(False)
    assert swapped.decks[1]["main"] != kept.decks[1]["main"]
    assert seen_swapped[-2:] == seen_kept[-2:]
    for text in seen_swapped + seen_kept:
        assert "Gemini Elf" not in text and str(side[0]) not in text and str(side[1]) not in text


# ------------------------------------------- leaks found by the audit (now fixed)
def test_no_output_carries_the_duel_seed():
    """Fixed LEAK: `duel_start` publishes the seed to both players and spectators; the seed
    fixes every shuffle (see the next test). Checked for a duel and a match's duels."""
    d0, d1 = default_decks()
    duel = Duel(d0, d1, seed=2718281, first_player=0)
    match = Match({"main": d0.main, "extra": [], "side": []},
                  {"main": d1.main, "extra": [], "side": []}, seed=5)
    for game in (duel, match.duel):
        for viewer in (0, 1, None):
            leaked = [e for e in game.log_for(viewer) if "seed" in e]
            assert not leaked, "viewer %r is sent the seed: %r" % (viewer, leaked)


def test_a_player_cannot_compute_deck_orders_or_the_opponents_hand_from_their_outputs():
    """Fixed LEAK (exploit of the seed): player 1 knows only their own deck list, their log and
    view. Re-running a duel with the published seed, their own list and any filler of the
    right size for the opponent gives their own deck order (their next draw); with the
    opponent's list (a bundled or published deck) it gives the opponent's hand too."""
    d0, d1 = default_decks()
    duel = Duel(d0, d1, seed=424242, first_player=0)
    log, view = duel.log_for(1), duel.view(1)
    start = log[0]
    predicted_draw = predicted_hand = None
    if "seed" in start:
        opp_size = view["players"][0]["deck"] + len(view["players"][0]["hand"])
        filler = [d1.main[0]] * opp_size
        twin = Duel(filler, d1.main, seed=start["seed"], first_player=0)
        predicted_draw = twin.players[1].deck[-1].data.name
        predicted_hand = [c.data.name for c in Duel(d0.main, d1.main, seed=start["seed"],
                                                    first_player=0).players[0].hand]
    actual_draw = duel.players[1].deck[-1].data.name
    actual_hand = [c.data.name for c in duel.players[0].hand]
    assert predicted_draw != actual_draw, (
        "player 1 predicts their own next draw (%s) from their outputs alone" % predicted_draw)
    assert predicted_hand != actual_hand, (
        "player 1 computes player 0's hidden hand: %s" % predicted_hand)


def test_options_carry_nothing_that_names_a_face_down_target():
    """Fixed LEAK: `Option.arg` (not in to_dict(), but on every Option object an agent or a
    serialiser receives) holds the target's `cid`, the card's index in its owner's deck
    list. With the opponent's list (or, in a match, a card seen flipped in an earlier
    duel: cids are stable across duels) a face-down monster is named before any flip."""
    d0, d1 = default_decks()
    lists = [list(d0.main) + list(d0.extra), list(d1.main) + list(d1.extra)]
    checked = named = 0
    for seed in range(12):
        duel = Duel(d0, d1, seed=seed, first_player=seed % 2)
        agents = (GreedyAgent(), GreedyAgent())
        steps = 0
        while duel.request is not None and steps < 600:
            request = duel.request
            me = request.player
            offset = 0 if me == 1 else len(lists[0])
            for option in request.options:
                if option.kind not in ("attack", "retarget") or not isinstance(option.target, int):
                    continue
                target = duel.card_by_uid(option.target)
                if target.face_up:
                    continue
                checked += 1
                sent = set(option.to_dict()) | {"id"}      # uids, names: public already
                slots = [getattr(option, s) for s in OPTION_FIELDS if s not in sent]
                cids = [v for v in slots if isinstance(v, int) and not isinstance(v, bool)]
                cids += [x for v in slots if isinstance(v, tuple) for x in v if isinstance(x, int)]
                guesses = {get_card(lists[1 - me][c - offset]).name for c in cids
                           if 0 <= c - offset < len(lists[1 - me])}
                if guesses == {target.data.name}:
                    named += 1
            duel.answer(agents[me].choose(duel, request))
            steps += 1
    assert checked > 0
    assert named == 0, ("%d of %d face-down targets are named from the option objects alone"
                        % (named, checked))


def test_the_match_view_after_a_duel_does_not_depend_on_hidden_cards():
    """Fixed LEAK: `Match.view(p)["duels"][n]["log_sha256"]` is the digest of the full log,
    private parts included: it differs when only the opponent's never-revealed cards
    differ, so it is an oracle to confirm guesses of the opponent's hand, Sets and deck
    list (and with the seed, to check a guessed deck list offline)."""
    d0, d1 = default_decks()
    main1b = _variant(d1.main, avoid=d0.main)

    def after_duel_1(main1):
        match = Match({"main": d0.main, "extra": [], "side": []},
                      {"main": main1, "extra": [], "side": []}, seed=9)
        duel = match.duel
        if duel.request.kind == "first_player":
            match.answer(0)
        duel.set_lp(1, 0)                 # duel 1 ends at the next state check
        while match.duel is duel:
            r = match.request
            match.answer((r.find(kind="end_turn") or r.find(kind="end_battle") or r.options)[0])
        assert not [e for e in duel.log_for(0) if e.get("player") == 1 and "name" in e]
        return match

    a, b = after_duel_1(d1.main), after_duel_1(main1b)
    view_a, view_b = a.view(0), b.view(0)
    assert view_a == view_b, ("player 0's match view differs with player 1's hidden cards: "
                              "%r vs %r" % (view_a["duels"], view_b["duels"]))
