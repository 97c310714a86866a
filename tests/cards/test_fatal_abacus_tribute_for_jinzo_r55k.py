"""Fatal Abacus (77910045): a Tribute for Jinzo happens before Jinzo is on the field (round 55k).

Sources: yugioh-wiki.net 《死の演算盤》 (FAQ 10/10/01: its damage makes no chain link; FAQ
11/09/14: monsters sent together give one application); Seed 001 §其他效果 and §永續效果: an
effect that is not activated and makes no chain link applies the instant its condition is met,
even in the middle of a procedure, and a continuous effect applies from the instant its card is
face-up. A Tribute's monster goes to the GY before the Tributed-for monster is placed (Seed 001
§上級召喚: a Tribute Summon may be made with no empty Monster Zone, the Tribute freeing it). So the Tributed monster meets
Fatal Abacus while Jinzo is not yet on the field to negate it: its owner takes 500. (Our
reading of the seed; no FAQ for this exact position found.)"""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_fatal_abacus_burns_the_tribute_for_jinzo():
    """Q: my Fatal Abacus is active; I Tribute my Celtic Guardian to Tribute Summon Jinzo.
    A: Celtic Guardian reached the GY before Jinzo was on the field: I take 500 (7500)."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Fatal Abacus")
    table.monster(0, "Celtic Guardian")
    table.hand(0, "Jinzo")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fatal Abacus", request="idle")
    _finish(s)
    s.pick("summon", "Jinzo", request="idle")
    s.pick("tribute", "Celtic Guardian", request="tribute")
    _finish(s)
    assert grave(duel, 0) == ["Celtic Guardian"]
    assert lp(duel) == (7500, 8000)
