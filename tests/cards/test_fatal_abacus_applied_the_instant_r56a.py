"""Fatal Abacus (77910045): its damage is applied the instant monsters reach the GY (round 56a).

Sources: yugioh-wiki.net 《死の演算盤》 (FAQ 10/10/01: its damage makes no chain link; FAQ
11/09/14: monsters sent together are one application); seed 001 §其他效果 / §永續效果: an
effect that is not activated and makes no chain link applies the instant its condition is met,
even in the middle of a chain's resolution or of a procedure. So a monster destroyed by chain
link 2 costs its owner 500 while Fatal Abacus is still face-up, even though link 1 then
destroys Fatal Abacus (our reading of the seed; no FAQ for this exact chain found). The Tribute
for Jinzo: tests/cards/test_fatal_abacus_tribute_for_jinzo_r55k.py."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _abacus_active_then_opponents_turn(table):
    table.deck(0, ["Celtic Guardian"])
    table.deck(1, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fatal Abacus", request="idle")
    _pass(s)
    s.pick("end_turn")
    _pass(s)
    assert duel.turn == 4 and duel.request.player == 1
    return duel, s


def test_fatal_abacus_burns_for_a_monster_destroyed_before_it_is_destroyed_in_the_same_chain():
    """Q: my Fatal Abacus is active. My opponent targets it with Mystical Space Typhoon; I chain
    Ring of Destruction on their Battle Ox (1700). A: Ring resolves first: Battle Ox goes to the
    GY while Fatal Abacus is face-up, so its owner takes 500 then (1700 + 500: 5800); Typhoon then
    destroys Fatal Abacus. I take the Ring's 1700 only (6300)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Fatal Abacus")
    table.spell_trap(0, "Ring of Destruction")
    table.monster(1, "Battle Ox")
    table.hand(1, "Mystical Space Typhoon")
    duel, s = _abacus_active_then_opponents_turn(table)
    s.pick("activate", "Mystical Space Typhoon", player=1, request="idle")
    s.pick("target", "Fatal Abacus")
    s.pick("activate", "Ring of Destruction", player=0, request="chain")
    s.pick("target", "Battle Ox")
    _pass(s)
    assert grave(duel, 1) == ["Battle Ox", "Mystical Space Typhoon"]
    assert grave(duel, 0) == ["Fatal Abacus", "Ring of Destruction"]
    assert lp(duel) == (6300, 5800)
    # the 500 came between the Ring's resolution and the Typhoon's
    resolve_typhoon = [e["i"] for e in of_type(duel, "resolve") if e["name"] == "Mystical Space Typhoon"][0]
    applied = [e["i"] for e in of_type(duel, "apply") if e["name"] == "Fatal Abacus"]
    assert len(applied) == 1 and applied[0] < resolve_typhoon
    burns = [e for e in of_type(duel, "damage") if e["amount"] == 500]
    assert [(e["player"], applied[0] < e["i"] < resolve_typhoon) for e in burns] == [(1, True)]


def test_fatal_abacus_a_tribute_summon_burns_once():
    """Q: my Fatal Abacus is active; I Tribute my Celtic Guardian to Tribute Summon Summoned Skull.
    A: one monster reached the GY: I take 500 once (7500), no more after the Summon."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Fatal Abacus")
    table.monster(0, "Celtic Guardian")
    table.hand(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fatal Abacus", request="idle")
    _pass(s)
    s.pick("summon", "Summoned Skull", request="idle")
    s.pick("tribute", "Celtic Guardian", request="tribute")
    _pass(s)
    assert grave(duel, 0) == ["Celtic Guardian"] and lp(duel) == (7500, 8000)
    assert len([e for e in of_type(duel, "damage") if e["amount"] == 500]) == 1
