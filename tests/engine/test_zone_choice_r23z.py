"""Where a card is placed, and what a window sees (seed 000 §特殊召喚 and §通常召喚: the player
puts the card in any free zone of theirs; engine/zones.py).

A placement with one legal zone asks nothing: the card goes there. With two or more it asks
its player a `zone` request offering exactly the free zones (the engine's placements test
that case where they place and make the question only then: zones.py `ask_zone`, round 23z of
docs/performance.md). With none the placement is not offered at all. A window opened by
happenings sees exactly the happenings of its batch (chain.py `_window`), and the batch
collects no trigger of a face-down field card (chain.py `_mark_batch`)."""

import pytest

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table

FILLER = "Mystical Elf"         # a Normal Monster: no effect of its own
SET_FILLER = "Mirror Force"     # a Trap, Set on an earlier turn: it answers an attack only


def _duel(monsters=(), spells_traps=(), hand=(), opponent_monster=True):
    """Player 0's turn 3, Main Phase 1: their monsters in the zones `monsters`, Set Traps
    in the Spell & Trap Zones `spells_traps`, `hand` in the hand; player 1 with a monster in
    zone 1 (Dark Hole may be activated)."""
    table = Table(turn=3, turn_player=0)
    for zone in monsters:
        table.monster(0, FILLER, zone=zone)
    for zone in spells_traps:
        table.spell_trap(0, SET_FILLER, zone=zone)
    if opponent_monster:
        table.monster(1, FILLER, zone=0)
    table.hand(0, *hand)
    duel = table.build()
    assert duel.rules.choose_zones and duel.request.kind == "idle"
    return duel


def _placed(duel, name):
    return next(c for c in duel.cards if c.data.name == name and c.location in (S.MZONE, S.SZONE))


# (the menu pick, the card, the zones taken and where the card goes)
PLACEMENTS = [
    ("summon", "Celtic Guardian", "monsters", S.MZONE),
    ("set", "Celtic Guardian", "monsters", S.MZONE),
    ("set_spell", "Dark Hole", "spells_traps", S.SZONE),
    ("activate", "Swords of Revealing Light", "spells_traps", S.SZONE),     # (it stays on the field)
]


@pytest.mark.parametrize("kind, name, taken, location", PLACEMENTS)
@pytest.mark.parametrize("free", range(5))
def test_a_placement_with_one_free_zone_asks_nothing_and_takes_it(kind, name, taken, location, free):
    """Four of the five zones taken: the card goes to the fifth, wherever it is, with no
    zone question before the next decision."""
    duel = _duel(hand=[name], **{taken: [z for z in range(5) if z != free]})
    Script(duel, zones="ask").pick(kind, name, request="idle")
    assert duel.request is not None and duel.request.kind != "zone"
    card = _placed(duel, name)
    assert (card.location, card.seq) == (location, free)


@pytest.mark.parametrize("kind, name, taken, location", PLACEMENTS)
def test_a_placement_with_two_free_zones_asks_which_and_offers_exactly_those(kind, name, taken, location):
    """Zones 1 and 3 free (the others taken): the player is asked, offered those two, and the
    card goes to the one picked."""
    duel = _duel(hand=[name], **{taken: [0, 2, 4]})
    script = Script(duel, zones="ask")
    script.pick(kind, name, request="idle")
    request = duel.request
    assert request.kind == "zone" and request.player == 0
    assert [o.zone for o in request.options] == [1, 3]
    assert request.prompt == "%s: in which zone?" % name
    script.pick("zone", zone=3)
    card = _placed(duel, name)
    assert (card.location, card.seq) == (location, 3)


def test_a_field_spell_takes_the_field_zone_without_a_question():
    """Yami: the Field Zone is the only zone it may go to, with every Spell & Trap Zone taken."""
    duel = _duel(hand=["Yami"], spells_traps=range(5))
    Script(duel, zones="ask").pick("activate", "Yami", request="idle")
    assert duel.request.kind != "zone"
    assert duel.players[0].fzone is not None and duel.players[0].fzone.data.name == "Yami"


def test_with_no_free_zone_the_placement_is_not_offered():
    """Five monsters: the monster in the hand is neither Summoned nor Set; five Set cards:
    the Spell in the hand is neither Set nor activated (it needs a Spell & Trap Zone)."""
    duel = _duel(hand=["Celtic Guardian", "Dark Hole"], monsters=range(5), spells_traps=range(5))
    offered = {(o.kind, o.name) for o in duel.request.options}
    for kind in ("summon", "set"):
        assert (kind, "Celtic Guardian") not in offered
    for kind in ("set_spell", "activate"):
        assert (kind, "Dark Hole") not in offered


def test_the_zone_choice_itself_answers_the_plain_cases_without_a_question():
    """zones.py `choose_zone` (kept for code that wants the whole choice in one call): no
    zone -> None, one zone -> it, two zones -> a question (`ask_zone`'s), and with zone choice
    off in the rules the leftmost zone without a question."""
    duel = _duel(hand=["Celtic Guardian"])
    card = duel.players[0].hand[0]

    def outcome(zones):
        gen = duel.choose_zone(card, 0, S.MZONE, zones=zones)
        try:
            return ("asked", [o.zone for o in next(gen).options])
        except StopIteration as stop:
            return ("placed", stop.value)

    assert outcome([]) == ("placed", None)
    assert outcome([3]) == ("placed", 3)
    assert outcome([1, 3]) == ("asked", [1, 3])
    request = next(duel.ask_zone(card, 0, S.MZONE, [1, 3]))
    assert request.kind == "zone" and [o.zone for o in request.options] == [1, 3]
    duel.rules = duel.rules.replace(choose_zones=False)
    assert outcome([1, 3]) == ("placed", 1)


def test_with_zone_choice_off_a_summon_takes_the_leftmost_free_zone_unasked():
    table = Table(turn=3, turn_player=0, rules="GOAT")
    table.monster(0, FILLER, zone=0)
    table.hand(0, "Celtic Guardian")
    duel = table.build()
    duel.rules = duel.rules.replace(choose_zones=False)
    Script(duel, zones="ask").pick("summon", "Celtic Guardian", request="idle")
    assert duel.request.kind != "zone"
    assert _placed(duel, "Celtic Guardian").seq == 1


def test_a_summons_window_sees_exactly_the_summon():
    """Player 1's Trap Hole answers the Normal Summon: the window it is asked in was opened
    by the summon alone, the batch the summon closed."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(1, "Trap Hole")
    table.hand(0, "Celtic Guardian")
    duel = table.build()
    script = Script(duel)
    script.pick("summon", "Celtic Guardian", request="idle")
    request = script.expect("chain", player=1)
    assert [o.name for o in request.options if o.kind == "activate"] == ["Trap Hole"]
    card = _placed(duel, "Celtic Guardian")
    events = duel._window_events
    assert [(e["type"], e["uid"]) for e in events] == [("summoned", card.uid)]
    assert events is duel._last_batch_events


def test_a_tribute_summons_window_sees_the_summon_not_the_tributes():
    """The Tributes are a batch of their own (their "when" effects miss the timing): the
    Tribute Summon's window sees the summon alone, one batch after the Tributes'."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(1, "Trap Hole")
    table.monster(0, FILLER, zone=2)
    table.hand(0, "Summoned Skull")
    duel = table.build()
    batch = duel._batch
    script = Script(duel)
    script.pick("summon", "Summoned Skull", request="idle")
    if duel.request.kind == "tribute":
        script.pick("tribute", FILLER)
    script.expect("chain", player=1)
    card = _placed(duel, "Summoned Skull")
    assert [(e["type"], e["uid"]) for e in duel._window_events] == [("summoned", card.uid)]
    assert duel._batch == batch + 2         # the Tributes', then the summon's



@pytest.mark.parametrize("position, collected", [("set", False), ("attack", True)])
@pytest.mark.parametrize("alone", [True, False], ids=["one-happening", "with-another"])
def test_a_face_down_field_cards_trigger_is_not_collected_even_when_it_is_the_happenings_card(
        position, collected, alone):
    """Seed 000 §反轉效果: a face-down monster shows no effect. Apprentice Magician in a Main
    Monster Zone, "Special Summoned" (the happening handed to the batch as the engine makes
    it, alone or with another card's): face-down, its "when Summoned" trigger is not
    collected; face-up it is (chain.py `_mark_batch` picks its candidates face-up or off the
    field, on both of its paths)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Apprentice Magician", zone=1, position=position)
    table.monster(0, "Breaker the Magical Warrior", zone=4)     # (a face-up card that holds Spell Counters)
    table.monster(1, FILLER, zone=0)
    duel = table.build()
    card = duel.players[0].mzone[1]
    assert duel.pending == [] and not duel._happened
    duel._happen("summoned", card, kind="special", player=0, origin=S.DECK, by=0, how="effect")
    if not alone:
        duel._happen("summoned", duel.players[1].mzone[0], kind="special", player=1, origin=S.DECK, by=0,
                     how="effect")
    closed = duel._mark_batch()
    assert closed is duel._last_batch_events and len(closed) == (1 if alone else 2)
    assert [(t["cid"], t["effect"]) for t in duel.pending] == ([(card.cid, 0)] if collected else [])


def test_in_a_duel_without_card_scripts_a_window_finds_nothing_pending_and_nothing_happened(monkeypatch):
    """Normal Monsters only (no card has a script, so none has a trigger): every window of
    random duels opens with no trigger pending, and once its batch is closed nothing is left
    that happened (chain.py `_window` takes a short path for such a duel: it closes the
    batch, makes the state checks and asks nothing, with no pending triggers to clear and no
    batch to merge). Flip Summons included: the one record such a duel makes is theirs,
    closed as the window opens."""
    from duelist.engine.duel import Duel
    from duelist.testing.walks import random_decisions
    original = Duel._window
    counts = {"windows": 0, "flip": 0}

    def checked(duel, name, *args, **kwargs):
        assert not duel._any_scripts and duel.pending == []
        counts["windows"] += 1
        counts["flip"] += name == "flip_summoned"
        out = original(duel, name, *args, **kwargs)
        assert duel._happened == [] and duel.pending == [] and out == ()
        return out

    monkeypatch.setattr(Duel, "_window", checked)
    for _duel, _where in random_decisions((("yugi_normals", "kaiba_normals"),), seeds=range(4)):
        pass
    assert counts["windows"] > 100 and counts["flip"] > 0, counts


@pytest.mark.parametrize("scripted", [False, True], ids=["normal-monsters-only", "with-a-card-script"])
@pytest.mark.parametrize("loser", [0, 1])
def test_the_window_after_a_summon_ends_the_duel_of_a_player_at_0_lp(scripted, loser):
    """Seed 000 §勝負判定條件: a player whose LP is 0 loses, at the next state check, however
    the LP got there. A player's LP set to 0 outside a check; the Normal Summon's window makes
    the state checks and the duel ends, their opponent the winner, in a duel without card
    scripts (where `_window` makes the win check itself) as in one with a script."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Celtic Guardian")
    if scripted:
        table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    assert duel._any_scripts == scripted and duel.result is None
    duel.set_lp(loser, 0)
    Script(duel).pick("summon", "Celtic Guardian", request="idle")
    assert duel.request is None
    assert duel.result["winner"] == 1 - loser and duel.result["reason"] == "lp"
