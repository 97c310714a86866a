"""Zolga (16268841): the judge's review (round 55v) -- when it activates, and a Tribute Summon
that is negated.

Sources: yugioh-wiki.net 《ゾルガ》 (its older text: when a Tribute Summon is performed by
Tributing it; the page: the effect is activated right after the Tribute Summon succeeds), so it
starts its chain at the moment the summon succeeds, where the opponent may chain Trap Hole
(Seed 004 §连锁和咒文速度: a chain answered by the opponent resolves last-in first-out); the 2005 English text (DCR):
"when this card is Tributed for a Tribute Summon". A Tribute Summon negated by Solemn Judgment:
no ruling found; the script's choice (it still gains, the Tribute having been made for a Tribute
Summon, as the 2005 English words read) is a reading, pinned here."""

from duelist.testing.reads import field_monsters, grave, lp, of_type
from duelist.testing.scenario import Script, Table

ZOLGA = "Zolga"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _summon_skull(trap):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, ZOLGA)
    table.hand(0, "Summoned Skull")
    table.spell_trap(1, trap)
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", ZOLGA)
    return duel, s


def test_zolga_chain_link_one_and_trap_hole_answers_it():
    """Q: I Tribute Zolga for Summoned Skull; my opponent answers the summon with Trap Hole.
    A: Zolga's effect is chain link 1 (activated as the summon succeeds), Trap Hole link 2:
    Summoned Skull is destroyed, and I still gain 2000."""
    duel, s = _summon_skull("Trap Hole")
    s.pick("activate", "Trap Hole", player=1, request="chain")
    s.pick("target", "Summoned Skull", player=1)
    _resolve(s)
    assert [(e["link"], e["name"]) for e in of_type(duel, "chain")] == [(1, ZOLGA), (2, "Trap Hole")]
    assert field_monsters(duel, 0) == [] and grave(duel, 0) == [ZOLGA, "Summoned Skull"]
    assert lp(duel) == (10000, 8000)


def test_zolga_tribute_summon_negated_by_solemn_judgment():
    """Q: I Tribute Zolga for Summoned Skull; my opponent negates the summon with Solemn Judgment.
    A: (our reading, no ruling found) Zolga was Tributed for a Tribute Summon: once Solemn
    Judgment has resolved, its effect is activated and I gain 2000; my opponent paid half
    their LP."""
    duel, s = _summon_skull("Solemn Judgment")
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    _resolve(s)
    assert field_monsters(duel, 0) == [] and grave(duel, 0) == [ZOLGA, "Summoned Skull"]
    assert lp(duel) == (10000, 4000)
