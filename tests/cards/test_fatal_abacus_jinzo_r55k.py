"""Fatal Abacus (77910045): a judge's second look (round 55k) at Jinzo and at a Tribute Summon
of two monsters.

Sources: yugioh-wiki.net 《死の演算盤》 (FAQ 10/10/01: no chain link; FAQ 11/09/14: monsters
sent together give one application of the total; the owner takes it); Jinzo negates the effects
of Trap Cards on the field (its text, 2005 and today's); a Tribute's monsters go to the GY at
the same time (seed 000 §上級召喚)."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_fatal_abacus_under_jinzo_burns_nobody():
    """Q: my Fatal Abacus is active; I Flip Summon my Set Jinzo and it destroys my opponent's
    Battle Ox by battle. A: face-up Jinzo negates Fatal Abacus: only the 700 battle damage."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Fatal Abacus")
    table.monster(0, "Jinzo", position="set")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fatal Abacus", request="idle")
    _finish(s)
    s.pick("flip_summon", "Jinzo", request="idle")
    _finish(s)
    s.pick("battle", request="idle")
    _finish(s)
    s.pick("attack", "Jinzo", target="Battle Ox")
    _finish(s)
    assert grave(duel, 1) == ["Battle Ox"]
    assert lp(duel) == (8000, 7300)
    assert [e["amount"] for e in of_type(duel, "damage")] == [700]


def test_fatal_abacus_one_application_for_a_two_monster_tribute():
    """Q: my Fatal Abacus is active; I Tribute my Battle Ox and Celtic Guardian to Tribute Summon
    Dark Magician. A: both go to the GY together: one application of 1000 to me (yugioh-wiki
    FAQ 11/09/14)."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Fatal Abacus")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.hand(0, "Dark Magician")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fatal Abacus", request="idle")
    _finish(s)
    s.pick("summon", "Dark Magician", request="idle")
    s.pick("tribute", "Battle Ox", request="tribute")
    s.pick("tribute", "Celtic Guardian", request="tribute")
    _finish(s)
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Celtic Guardian"]
    assert lp(duel) == (7000, 8000)
    assert [e["amount"] for e in of_type(duel, "damage")] == [1000]
